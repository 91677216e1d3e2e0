import { startAppServer, type AppServer } from './app-server';

/**
 * The app behind a proxy it trusts (127.0.0.1): a test then names the client of each call with
 * X-Forwarded-For, and every client gets its own sign-in rate-limit bucket.
 */
export function startProxiedApp(appDatabaseUrl: string): Promise<AppServer> {
  return startAppServer({ DATABASE_URL: appDatabaseUrl, SERVICE_EMBEDDED_DB: '0', AUTH_TRUSTED_PROXIES: '127.0.0.1' });
}

/** A new client address of the range `prefix` (e.g. a documentation range, `203.0.113`) at each call. */
export function clientAddresses(prefix: string): () => { 'x-forwarded-for': string } {
  let n = 0;
  return () => ({ 'x-forwarded-for': `${prefix}.${(n = (n % 250) + 1)}` });
}
