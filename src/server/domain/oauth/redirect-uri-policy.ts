/**
 * Which redirect URIs a client may register: a loopback address over http (a native client listening on any
 * port, RFC 8252 section 7.3; the port is not compared at authorization, as the SDK's authorize handler does),
 * or https anywhere else. Never a fragment, never credentials in the URL.
 */
export function redirectUriRefusal(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `redirect_uri is not a URL: ${value}`;
  }
  if (url.hash) return `redirect_uri must not have a fragment: ${value}`;
  if (url.username || url.password) return `redirect_uri must not carry credentials: ${value}`;
  if (url.protocol === 'https:') return null;
  const loopback = ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
  if (url.protocol === 'http:' && loopback) return null;
  return `redirect_uri must be https, or http on a loopback address (127.0.0.1, [::1], localhost): ${value}`;
}
