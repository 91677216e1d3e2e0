/** `Rp 1.500.000` in both languages: rupiah are written the Indonesian way, without decimals. */
export function rupiah(value: number): string {
  return `Rp ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(value)}`;
}
