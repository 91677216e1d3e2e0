/** A return-to path from the query string, only when it stays on this site (no `//host` or `/\host`). */
export function returnTo(value: string | string[] | undefined): string | null {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || path.length > 500)
    return null;
  return path;
}
