const LOOPBACK_HOSTS = ['127.0.0.1', '[::1]', 'localhost'];

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
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname)) return null;
  return `redirect_uri must be https, or http on a loopback address (127.0.0.1, [::1], localhost): ${value}`;
}

/**
 * Whether every redirect URI of a client leads back to this computer. Any program on the person's machine can
 * listen there and present itself under that client's name, so the consent page says so (the MCP authorization
 * spec's SHOULD for clients whose redirect URIs are all on localhost).
 */
export function onlyLoopbackRedirects(uris: readonly string[]): boolean {
  return (
    uris.length > 0 &&
    uris.every((uri) => {
      if (!URL.canParse(uri)) return false;
      const host = new URL(uri).hostname;
      return LOOPBACK_HOSTS.includes(host) || host.startsWith('127.') || host.endsWith('.localhost');
    })
  );
}
