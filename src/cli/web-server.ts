// The web app's HTTP server: Next's request handler behind a node:http server that decides, before Next
// sees a request, which forwarding headers to believe (only those of AUTH_TRUSTED_PROXIES). `npm start`
// and the tests run this, never `next start`, so sign-in limits key on an address a client cannot choose.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import net from 'node:net';
import next from 'next';
import { config } from '~/server/config';
import { logger } from '~/server/logger';
import { prepareDatabase } from '~/server/db/prepare-database';
import { setClockOffset } from '~/server/domain/clock';
import { fromTrustedProxy, parseTrustedProxies, resolveClientAddress } from '~/server/http/client-address';
import { literalMalformedPath } from '~/server/http/malformed-path';
import { REQUEST_PATH_HEADER } from '~/server/http/request-path';
import { beforeNext, servedBeforeNext } from '~/server/front-door/serve-before-next';
import { configureDatabase, fillPool, getDb, WEB_SERVER_POOL } from '~/server/db/client';
import { metricsEndpoint } from '~/server/observability/metrics-endpoint';
import { webMetrics } from '~/server/observability/web-metrics';
import type { RouteLabel } from '~/server/observability/http-metrics';
import { clusterExposition } from '~/server/observability/cluster-metrics';
import { authorizationServer, isOAuthPath } from '~/server/front-door/oauth-server';
import { oauthIssuer } from '~/server/front-door/mcp-authorization';
import { oauthClientMetadata } from '~/server/composition';
import { startTracing } from '~/server/observability/start-tracing';
import { traceRequest } from '~/server/observability/trace-request';
import { RETIRE_MESSAGE } from './web-cluster-messages';

const dev = process.argv.includes('--dev');
// As `next start` does: libraries (React, better-auth's rate limits) key their production behaviour on it.
Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' });
const settings = config();
setClockOffset(settings.clockOffsetMs);
if (cluster.isPrimary && settings.webConcurrency > 1 && !dev) {
  // Several web processes (WEB_CONCURRENCY): this one supervises them (web-cluster.ts); each runs this file.
  if (!settings.databaseUrl) process.env.DATABASE_URL = await prepareDatabase({ ...settings, env: process.env });
  const { runWebCluster } = await import('./web-cluster');
  await runWebCluster(settings.webConcurrency);
}
// Before the pool opens: its statements are spans only in a process that records them.
const tracing = await startTracing(settings.tracing, 'web');
// Under `npm start` (and the tests) the launcher prepared the database and passes DATABASE_URL; run alone
// without one, this server starts the embedded cluster and migrates it, and Next's pool opens on it.
if (!settings.databaseUrl) process.env.DATABASE_URL = await prepareDatabase({ ...settings, env: process.env });
configureDatabase(WEB_SERVER_POOL);
const trusted = parseTrustedProxies(settings.authIp.trustedProxies);
const [clientHeader = 'x-forwarded-for'] = settings.authIp.headers;
const { host } = settings;

const app = next({ dev, dir: process.cwd(), hostname: host, port: settings.port });
const handle = app.getRequestHandler();
await app.prepare();
// Before the first request (client.ts, WEB_SERVER_POOL). A database not reachable yet fails only this: the pool then
// opens its connections as requests need them, as it always could.
await fillPool().catch((error: unknown) =>
  logger.warn(
    { error: error instanceof Error ? error.message : String(error) },
    'database connections not opened at start',
  ),
);
// The handlers read only the path and query of the URL they are given; the origin just makes it absolute.
const origin = `http://${host.includes(':') ? `[${host}]` : host}:${settings.port}`;
const serveBeforeNext = beforeNext(origin);
const metrics = webMetrics(getDb);
// In a cluster a scrape reaches one process: it serves the figures of all of them (cluster-metrics.ts).
const serveMetrics = metricsEndpoint({
  registry: metrics.registry,
  token: settings.metricsToken,
  exposition: cluster.isWorker ? clusterExposition(metrics.registry) : undefined,
});
// The OAuth 2.1 authorization server of /mcp and of the standalone tool server's /mcp
// (front-door/oauth-server.ts): its paths never reach Next.
const serveOAuth = authorizationServer({
  db: await getDb(),
  issuer: oauthIssuer(origin),
  otherResources: [settings.standaloneMcpResource],
  clientMetadata: oauthClientMetadata(settings),
});

const server = createServer((req, res) => {
  if (draining) res.setHeader('Connection', 'close');
  req.url = literalMalformedPath(req.url);
  const started = performance.now();
  const target = { method: req.method ?? 'GET', url: req.url ?? '/' };
  let route: RouteLabel | undefined;
  res.once('finish', () => metrics.http.observe(target, res.statusCode, (performance.now() - started) / 1000, route));
  const kind = /^\/metrics(?:\?|$)/.test(req.url ?? '') ? 'metrics' : servedBeforeNext(req.url, req.method);
  if (kind !== null && kind !== 'metrics') {
    // /v1, /mcp and /health read neither the client's address nor the path header, which are for Next, the
    // metrics and the OAuth server: parsing the addresses was the largest single cost of this function on every
    // /v1 request (finding 40).
    traceRequest(req, res, () =>
      serveBeforeNext(kind, req, res, (template) => (route = { surface: 'v1', route: template })),
    );
    return;
  }
  const socketAddress = req.socket.remoteAddress;
  const header = req.headers[clientHeader];
  const client = resolveClientAddress({
    socketAddress,
    headerValue: Array.isArray(header) ? header.join(',') : header,
    trusted,
  });
  if (!fromTrustedProxy(socketAddress, trusted)) {
    // Next fills these from the socket when absent; a client's own values must not reach it.
    delete req.headers['x-forwarded-proto'];
    delete req.headers['x-forwarded-host'];
    delete req.headers['x-forwarded-port'];
  }
  if (clientHeader !== 'x-forwarded-for') delete req.headers[clientHeader];
  req.headers['x-forwarded-for'] = client;
  // For the page guards' return-to after sign-in (never a client's own value).
  req.headers[REQUEST_PATH_HEADER] = req.url ?? '/';
  if (kind === 'metrics') void serveMetrics(req, res, client);
  else
    traceRequest(req, res, () => {
      if (isOAuthPath(req.url)) serveOAuth(req, res);
      else void handle(req, res);
    });
});

server.listen(settings.port, host, () => {
  if (cluster.isWorker && cluster.worker?.id !== 1) return; // one "ready" line for the whole cluster
  // The last line of a start says where to go (the demo accounts, when seeded, are in the README's quick start).
  const base = settings.publicUrl.startsWith('http://localhost') ? origin : settings.publicUrl;
  logger.info(
    `ready: sign in at ${base}/masuk (demo accounts: README, quick start) · API reference ${base}/docs/api · MCP ${base}/mcp`,
  );
});

let stopping = false;
let draining = false;
const exit = () => void (tracing?.shutdown() ?? Promise.resolve()).finally(() => process.exit(0));
function stop() {
  if (stopping) process.exit(1);
  stopping = true;
  server.close(exit);
  server.closeIdleConnections();
}
/**
 * Retired by the cluster's primary in a rolling restart, while the other web processes serve: stop accepting (the
 * primary hands new connections to the others) but let open keep-alive connections be. http's close() also closes
 * idle ones at once, racing a client that is just sending on one, which then saw "other side closed" on a POST it
 * cannot safely resend (a rolling restart cut 5 of 674 requests so). Each answer from now on says
 * `Connection: close`, and an idle connection ends at its keep-alive timeout, which the client was told
 * (`Keep-Alive: timeout=5`) and stops reusing it before. A whole stop (SIGTERM) has nobody to hand over to and
 * keeps closing at once.
 */
function drain() {
  if (stopping) return;
  stopping = true;
  draining = true;
  net.Server.prototype.close.call(server, exit);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
if (cluster.isWorker) process.on('message', (message) => message === RETIRE_MESSAGE && drain());
// Under `npm start` the launcher holds an IPC channel to this process: when the launcher is gone (even
// killed), so is the worker it ran, and this server must not go on taking orders alone.
if (process.send) process.on('disconnect', () => process.exit(1));
