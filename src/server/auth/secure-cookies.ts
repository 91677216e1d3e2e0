/**
 * Adds `Secure` to every cookie better-auth sets when the request arrived over HTTPS. better-auth fixes
 * cookie attributes at start-up from BETTER_AUTH_URL; a deployment behind a TLS proxy without that setting
 * would otherwise hand out session cookies a network attacker can read. `x-forwarded-proto` is believed
 * here because the web server (src/cli/web-server.ts) drops it unless a trusted proxy sent it.
 */
export function withSecureCookies(req: Request, res: Response): Response {
  if (req.headers.get('x-forwarded-proto') !== 'https' && new URL(req.url).protocol !== 'https:') return res;
  const cookies = res.headers.getSetCookie();
  if (cookies.length === 0 || cookies.every((c) => /;\s*secure\b/i.test(c))) return res;
  const headers = new Headers(res.headers);
  headers.delete('set-cookie');
  for (const cookie of cookies)
    headers.append('set-cookie', /;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}
