// Built once: a new Intl.NumberFormat costs ~60 µs of ICU setup, formatting with one ~0.5 µs, and every offer's
// notice, e-mail and page of orders formats prices (docs/performance.md, finding 107).
const IDR = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** `Rp 1.500.000` in both languages: rupiah are written the Indonesian way, without decimals. */
export function rupiah(value: number): string {
  return `Rp ${IDR.format(value)}`;
}
