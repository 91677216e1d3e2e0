/**
 * The object with its keys in the order a jsonb column keeps them (shorter keys first, then by their UTF-8 bytes:
 * Postgres' `lengthCompareJsonbString`), so that a row written without reading it back shows what a later read
 * returns.
 */
export function inJsonbKeyOrder<T>(object: Record<string, T>): Record<string, T> {
  const keys = Object.keys(object).map((key) => ({ key, bytes: Buffer.from(key, 'utf8') }));
  keys.sort((a, b) => a.bytes.length - b.bytes.length || Buffer.compare(a.bytes, b.bytes));
  return Object.fromEntries(keys.map(({ key }) => [key, object[key]!]));
}
