/**
 * A requested redirect URI matches a registered one exactly, or, for a loopback registration, in everything
 * but the port (RFC 8252 section 7.3: a native client picks a free port when it starts listening).
 */
export function redirectUriMatches(requested: string, registered: string): boolean {
  if (requested === registered) return true;
  let a: URL, b: URL;
  try {
    a = new URL(requested);
    b = new URL(registered);
  } catch {
    return false;
  }
  const loopback = ['127.0.0.1', '[::1]', 'localhost'];
  if (a.protocol !== 'http:' || !loopback.includes(a.hostname)) return false;
  a.port = '';
  b.port = '';
  return a.href === b.href;
}
