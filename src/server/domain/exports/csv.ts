/**
 * CSV as spreadsheets open it: UTF-8 with a byte order mark (without it Excel reads UTF-8 as the local code page
 * and breaks names like "Kopi Kenangan Café"; LibreOffice and Google Sheets skip it), comma separated, CRLF line
 * ends and double-quoted cells where needed (RFC 4180), ISO 8601 dates, rupiah as plain integers.
 */
export const CSV_BOM = '\uFEFF';

export type CsvCell = string | number | Date | null;

/**
 * A text cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) gets a leading apostrophe:
 * names and messages come from people. Numbers are written as they are, so negative amounts stay numbers.
 */
function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = value instanceof Date ? value.toISOString() : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: CsvCell[]): string => `${cells.map(cell).join(',')}\r\n`;

/**
 * A whole export as a stream of text chunks: the BOM and header first, then one chunk per batch of rows, so a
 * response sends rows while the next batch is read.
 */
export async function* csvChunks<Row>(
  header: string[],
  batches: AsyncIterable<Row[]>,
  toCells: (row: Row) => CsvCell[],
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header);
  for await (const batch of batches) {
    if (batch.length) yield batch.map((row) => csvLine(toCells(row))).join('');
  }
}
