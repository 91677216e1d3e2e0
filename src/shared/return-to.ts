/** Stands for this site's own origin while a return-to value is parsed (never a real host). */
const SITE = 'https://site.invalid';

/**
 * The one rule for every redirect after sign-in (`next=`): the value is parsed as a URL against this site's
 * origin and kept only when the origin is unchanged. Control characters and backslashes are refused before
 * parsing, because the URL parser strips tabs and newlines (`/\t/evil.example`) and reads `\` as `/`, which
 * would turn a path into another host. Returns the normalized path, query and fragment, or null.
 */
export function returnTo(value: string | string[] | undefined | null): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || raw.length > 500 || !raw.startsWith('/') || /[\u0000-\u001f\u007f-\u009f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path the browser would read as protocol-relative after its own normalization is refused too.
  return path.startsWith('//') ? null : path;
}
