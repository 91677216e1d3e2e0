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

const UNITS = {
  id: { hour: ['jam', 'jam'], minute: ['menit', 'menit'], second: ['detik', 'detik'] },
  en: { hour: ['hour', 'hours'], minute: ['minute', 'minutes'], second: ['second', 'seconds'] },
} as const;

/** A configured span in its largest whole unit: `30 menit`, `1 hour`, `90 seconds`. */
export function duration(seconds: number, locale: Locale): string {
  const unit = seconds % 3600 === 0 ? 'hour' : seconds % 60 === 0 ? 'minute' : 'second';
  const count = unit === 'hour' ? seconds / 3600 : unit === 'minute' ? seconds / 60 : seconds;
  const [one, many] = UNITS[locale][unit];
  return `${new Intl.NumberFormat(locale === 'id' ? 'id-ID' : 'en-GB').format(count)} ${count === 1 ? one : many}`;
}

/** `November 2026` / `November 2026` from `2026-11` (a month of the service's calendar). */
export function monthName(month: string, locale: Locale): string {
  const [year, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, m! - 1, 1)));
}
