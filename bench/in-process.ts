// `NODE_ENV=production node --conditions=react-server --import tsx bench/in-process.ts [n]`: the /v1 handler without Next and HTTP, on a scratch
// cluster: n sequential GET /v1/orders/{id}, MCP status_order, GET /v1/services and POST /v1/orders (new key) through
// serveV1 (and the /mcp handler over it), as
// p50/mean per request. Used to compare two versions of the handler under the same (noisy) machine conditions:
// run both alternately. The Node CPU time per request is the steadier figure on a shared machine.
import { withScratchCluster } from './scratch-cluster';
import { arrangeAgent, orderRequests } from './statements';

const n = Number(process.argv[2] ?? 1000);
await withScratchCluster(
  { prefix: 'aos-inproc-', port: Number(process.env.BENCH_PG_PORT ?? 55876) },
  async ({ url }) => {
    process.env.DATABASE_URL = url;
    process.env.RATE_LIMIT_PER_MINUTE = '100000000';
    const { serveV1 } = await import('~/server/front-door/v1-pipeline');
    const { handleMcpRequest } = await import('~/mcp/http-handler');
    const { inProcessRestApi } = await import('~/server/front-door/mcp-rest-api');
    const { mcpAuthorization } = await import('~/server/front-door/mcp-authorization');
    const restApi = inProcessRestApi('http://127.0.0.1');
    const oauth = mcpAuthorization('http://127.0.0.1');
    const agent = await arrangeAgent(url);
    const requests = orderRequests(agent);
    const id = ((await (await serveV1(requests.create())).json()) as { id: string }).id;
    const services = () =>
      new Request('http://127.0.0.1/v1/services', { headers: { Authorization: `Bearer ${agent.apiKey}` } });
    const statusOrder = () =>
      new Request('http://127.0.0.1/mcp', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${agent.apiKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'status_order', arguments: { order_id: id } },
        }),
      });
    const call = (req: Request) => (req.url.endsWith('/mcp') ? handleMcpRequest(req, restApi, oauth) : serveV1(req));
    for (const [name, make] of [
      ['GET /v1/orders/{id}', () => requests.get(id)],
      ['MCP status_order', statusOrder],
      ['GET /v1/services', services],
      ['POST /v1/orders', () => requests.create()],
    ] as const) {
      // ONLY=POST (a part of the name) profiles one request kind alone.
      if (process.env.ONLY && !name.includes(process.env.ONLY)) continue;
      for (let i = 0; i < 50; i++) await (await call(make())).text(); // warm-up
      const times: number[] = [];
      const cpu = process.cpuUsage();
      for (let i = 0; i < n; i++) {
        const t = performance.now();
        const res = await call(make());
        await res.text();
        times.push(performance.now() - t);
        if (res.status >= 300) throw new Error(`${name}: ${res.status}`);
      }
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000 / n;
      const sysMs = used.system / 1000 / n;
      times.sort((a, b) => a - b);
      const mean = times.reduce((a, b) => a + b, 0) / n;
      console.log(
        `${name}: p50 ${times[n >> 1]!.toFixed(2)} ms, mean ${mean.toFixed(2)} ms, Node CPU ${cpuMs.toFixed(2)} ms per request (${sysMs.toFixed(2)} ms of it in the kernel; ${n} sequential)`,
      );
    }
  },
);
process.exit(0);
