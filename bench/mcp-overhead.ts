// `NODE_ENV=production node --conditions=react-server --import tsx bench/mcp-overhead.ts [n]`: what /mcp itself costs
// per `tools/call`, without HTTP, the database or the /v1 pipeline: n sequential calls of `saldo` through `answerMcp`
// against a stub API that answers a fixed balance, as Node CPU per call. On a shared machine this is the steadier
// figure for comparing two versions of src/mcp (run both alternately); the web server's share over HTTP is
// bench/web-thread.ts's.
import { loadavg } from 'node:os';
import type { RestApi } from '~/mcp/api-client';
import { answerMcp, type McpAuthorization, type McpHttpRequest } from '~/mcp/http-handler';

const n = Number(process.argv[2] ?? 4000);
const balance = JSON.stringify({
  organization_id: 'org_1',
  currency: 'IDR',
  deposit_idr: 5_000_000,
  escrow_idr: 0,
  key: {
    prefix: 'abc',
    name: 'Agent',
    per_order_limit_idr: 1_000_000,
    monthly_limit_idr: 10_000_000,
    month: '2026-11',
    month_spent_idr: 0,
    month_remaining_idr: 10_000_000,
  },
});
const api: RestApi = async () => ({ status: 200, text: balance });
const oauth: McpAuthorization = {
  resourceMetadataUrl: 'http://127.0.0.1/.well-known',
  acceptsOAuthToken: async () => true,
};
const headers: Record<string, string> = {
  authorization: 'Bearer svc_live_abc.def',
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
};
const bytes = new Uint8Array(
  Buffer.from(
    JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'saldo', arguments: {} } }),
  ),
);
const request = (): McpHttpRequest => ({
  method: 'POST',
  header: (name) => headers[name] ?? null,
  body: async () => ({ tooLarge: false, bytes }),
});
const call = async () => {
  const answer = await answerMcp(request(), api, oauth);
  if (answer.status !== 200 || answer.body.includes('"isError"')) throw new Error(answer.body);
};

for (let i = 0; i < 500; i++) await call(); // warm-up
const cpu = process.cpuUsage();
for (let i = 0; i < n; i++) await call();
const used = process.cpuUsage(cpu);
console.log(
  `MCP tools/call saldo: ${(((used.user + used.system) / n) | 0).toString()} µs of Node CPU per call (${n} sequential; load ${loadavg()[0]!.toFixed(1)})`,
);
process.exit(0);
