import type { Locale } from '~/app/_i18n/locale';

const TIME_ZONE = 'Asia/Jakarta';

/** `Rp 1.500.000` in both languages: rupiah are written the Indonesian way. */
export function rupiah(value: number): string {
  return `Rp ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(value)}`;
}

/** Date and time in Asia/Jakarta (WIB), labelled. */
export function dateTime(value: string | Date | null | undefined, locale: Locale): string {
  if (!value) return '—';
  const text = new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', {
    timeZone: TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(value));
  return `${text} WIB`;
}
