// `BENCH_PG_PORT=... node --conditions=react-server --import tsx bench/socket-writes.ts [--post]`: socket writes per
// GET /v1/orders/{id} (or, with --post, per new POST /v1/orders) through the web server's /v1 door (beforeNext),
// counted at the TCP handle, where each call is one write or writev system call: the HTTP answer's (one, head and
// body together) and those to Postgres (one per statement, or per batch of statements sent together).
// 200 sequential requests on one keep-alive connection, after 20 to prepare the statements.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { withScratchCluster } from './scratch-cluster';
import { arrangeAgent, ORDER_BODY, orderRequests } from './statements';

const post = process.argv.includes('--post');

const pgPort = Number(process.env.BENCH_PG_PORT ?? 55878);
await withScratchCluster({ prefix: 'aos-writes-', port: pgPort }, async ({ url }) => {
  process.env.DATABASE_URL = url;
  process.env.RATE_LIMIT_PER_MINUTE = '100000000';
  const agent = await arrangeAgent(url);
  const { serveV1 } = await import('~/server/front-door/v1-pipeline');
  const { beforeNext } = await import('~/server/front-door/serve-before-next');
  const created = (await (await serveV1(orderRequests(agent).create())).json()) as { id: string };

  const serverHandles = new Set<unknown>();
  const counts = { answer: 0, answerCalls: new Map<string, number>(), postgres: 0, other: 0 };
  const { TCP } = (process as any).binding('tcp_wrap');
  for (const method of ['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String', 'writeAsciiString']) {
    const original = TCP.prototype[method];
    TCP.prototype[method] = function (this: { getpeername: (o: { port?: number }) => void }, ...args: unknown[]) {
      if (serverHandles.has(this)) {
        counts.answer++;
        counts.answerCalls.set(method, (counts.answerCalls.get(method) ?? 0) + 1);
      } else {
        const peer: { port?: number } = {};
        this.getpeername(peer);
        if (peer.port === pgPort) counts.postgres++;
        else counts.other++;
      }
      return original.apply(this, args);
    };
  }
  const serve = beforeNext('http://127.0.0.1');
  const server = http.createServer((req, res) => serve('v1', req, res));
  server.on('connection', (socket) => serverHandles.add((socket as unknown as { _handle: unknown })._handle));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  const agentHttp = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const req = http.request(
        {
          port,
          method: post ? 'POST' : 'GET',
          path: post ? '/v1/orders' : `/v1/orders/${created.id}`,
          headers: {
            Authorization: `Bearer ${agent.apiKey}`,
            ...(post ? { 'Content-Type': 'application/json', 'Idempotency-Key': `sw-${randomUUID()}` } : {}),
          },
          agent: agentHttp,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
        },
      );
      req.on('error', reject);
      req.end(post ? ORDER_BODY : undefined);
    });
  for (let i = 0; i < 20; i++) await get(); // warm: statements prepared on the pool's connections
  counts.answer = 0;
  counts.postgres = 0;
  counts.answerCalls.clear();
  const n = 200;
  let last;
  for (let i = 0; i < n; i++) last = await get();
  console.log(
    `${n} ${post ? 'POSTs' : 'GETs'}: ${counts.answer / n} writes per answer (${JSON.stringify(Object.fromEntries(counts.answerCalls))}), ` +
      `${counts.postgres / n} writes to Postgres per request; status ${last!.status}, transfer-encoding ${last!.headers['transfer-encoding'] ?? 'none'}, content-length ${last!.headers['content-length']}`,
  );
  server.close();
  agentHttp.destroy();
});
process.exit(0);
