/** How a DataTable orders its rows: by one column's value, ascending or descending. */
export type Sort = { key: string; direction: 'asc' | 'desc' };

export type SortValue = string | number | null | undefined;

/**
 * A sorted copy of `rows` (the input is left alone). Numbers compare as numbers, everything else as text in
 * the reader's language; rows without a value go last in either direction; equal rows keep their order.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  direction: Sort['direction'],
  locale: string,
): T[] {
  const factor = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((a, b) => {
      const aMissing = a.v === null || a.v === undefined;
      const bMissing = b.v === null || b.v === undefined;
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      const order =
        typeof a.v === 'number' && typeof b.v === 'number' ? a.v - b.v : String(a.v).localeCompare(String(b.v), locale);
      return order === 0 ? a.index - b.index : order * factor;
    })
    .map((entry) => entry.row);
}
