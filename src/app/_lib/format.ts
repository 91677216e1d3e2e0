import type { Locale } from '~/app/_i18n/locale';
import { jakartaDateTime } from '~/shared/format/jakarta-time';

export { rupiah } from '~/shared/format/rupiah';

/** Date and time in Asia/Jakarta (WIB), labelled; a dash when there is none. */
export function dateTime(value: string | Date | null | undefined, locale: Locale): string {
  return value ? jakartaDateTime(value, locale) : '—';
}

const UNITS = {
  id: { hour: ['jam', 'jam'], minute: ['menit', 'menit'], second: ['detik', 'detik'] },
  en: { hour: ['hour', 'hours'], minute: ['minute', 'minutes'], second: ['second', 'seconds'] },
} as const;

// Built once per language (a new Intl formatter costs 60-220 µs; shared/format/rupiah.ts).
const COUNT = { id: new Intl.NumberFormat('id-ID'), en: new Intl.NumberFormat('en-GB') };
const MONTH = {
  id: new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A configured span in its largest whole unit: `30 menit`, `1 hour`, `90 seconds`. */
export function duration(seconds: number, locale: Locale): string {
  const unit = seconds % 3600 === 0 ? 'hour' : seconds % 60 === 0 ? 'minute' : 'second';
  const count = unit === 'hour' ? seconds / 3600 : unit === 'minute' ? seconds / 60 : seconds;
  const [one, many] = UNITS[locale][unit];
  return `${COUNT[locale].format(count)} ${count === 1 ? one : many}`;
}

/** `November 2026` / `November 2026` from `2026-11` (a month of the service's calendar). */
export function monthName(month: string, locale: Locale): string {
  const [year, m] = month.split('-').map(Number);
  return MONTH[locale].format(new Date(Date.UTC(year!, m! - 1, 1)));
}
