/** `X-Service-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]`, parsed; null when malformed. */
export declare function parseSignatureHeader(
  header: string | null | undefined,
): { timestamp: number; signatures: string[] } | null;

/** The `v1` signature: lowercase hex HMAC-SHA256 keyed with the whole webhook secret over `<t>.<raw body>`. */
export declare function computeSignature(rawBody: string | Uint8Array, timestamp: number, secret: string): string;

export type VerifyOptions = {
  /** How far the signature's `t` may be from now, in seconds (default 300). */
  toleranceSeconds?: number;
  /** Now, in unix seconds (for tests). */
  now?: number;
};

/**
 * True when `header` (the value of `X-Service-Signature`, as Node gives it) carries a valid signature of
 * `rawBody` — the bytes exactly as received, before any JSON parsing — made within the tolerance.
 * Constant-time comparison; any one matching `v1` counts (secret rotation).
 */
export declare function verifyWebhook(
  rawBody: string | Uint8Array,
  header: string | string[] | null | undefined,
  secret: string,
  options?: VerifyOptions,
): boolean;
