/** Scopes and the endpoint each one opens (decisions.md, Scopes). */
export const SCOPES = [
  'order:buat',
  'order:baca',
  'order:pesan',
  'order:terima',
  'kasus:buat',
  'kasus:baca',
  'kasus:pilih',
  'saldo:baca',
  'event:baca',
  'berkas:tulis',
  'berkas:baca',
] as const;
export type Scope = (typeof SCOPES)[number];

export const isScope = (value: string): value is Scope => (SCOPES as readonly string[]).includes(value);

/** Defaults of the key-creation form and the ops CLI. */
export const DEFAULT_PER_ORDER_LIMIT_IDR = 5_000_000;
export const DEFAULT_MONTHLY_LIMIT_IDR = 50_000_000;
