/**
 * CSRF defence for the cookie-authenticated surfaces: a state-changing request that carries an `Origin`
 * must name this site. No `Origin` at all is allowed (browsers always send one on cross-site POSTs, so
 * only non-browser clients omit it). `Origin: null` (sandboxed frames, file: pages, some redirects) and
 * anything that is not an http(s) origin are refused rather than guessed at.
 */
export function isForeignOrigin(headers: Headers, options: { trustForwardedHost: boolean }): boolean {
  const origin = headers.get('origin');
  if (origin === null) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true;
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.origin !== origin.toLowerCase())
    return true;
  // X-Forwarded-Host can be set by any client; it only means something when a proxy we were told about
  // (AUTH_TRUSTED_PROXIES) replaces it. src/cli/web-server.ts also drops it from other peers; this check
  // holds on its own under a bare `next start`. The first entry is the host the browser talked to.
  const forwarded = options.trustForwardedHost ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = forwarded || headers.get('host');
  if (!host) return true;
  let requestHost: string;
  try {
    // Parsed with the Origin's scheme so that an explicit default port (Host: a.example:443) compares equal.
    requestHost = new URL(`${parsed.protocol}//${host}`).host;
  } catch {
    return true;
  }
  return parsed.host !== requestHost;
}
