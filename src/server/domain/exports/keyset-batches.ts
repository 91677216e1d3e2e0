import { EXPORT_BATCH_ROWS } from './ledger-csv';

/**
 * Rows a batch at a time by keyset paging: `page` reads up to `limit` rows after the last row's key, in key
 * order, so each batch is one indexed query and memory stays flat however many rows the export holds.
 */
export async function* keysetBatches<Row, Key>(
  page: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  limit = EXPORT_BATCH_ROWS,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await page(after, limit);
    if (rows.length) yield rows;
    if (rows.length < limit) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/** The key of rows read in (time, id) order. */
export type TimeKey = { at: Date; id: string };
