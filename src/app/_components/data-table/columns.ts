import type { Locale } from '~/app/_i18n/locale';
import { dateTime } from '~/app/_lib/format';
import type { Column } from './data-table';

/** A column of a row's date and time field (WIB), on one line, sorted by the stored value. */
export function dateColumn<F extends string>(
  key: string,
  header: string,
  field: F,
  locale: Locale,
): Column<{ [K in F]: string | null | undefined }> {
  return { key, header, nowrap: true, sortValue: (row) => row[field], cell: (row) => dateTime(row[field], locale) };
}
