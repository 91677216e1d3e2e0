// `NODE_ENV=production node --conditions=react-server --import tsx bench/mcp-overhead.ts [n] [saldo|status_order]`:
// what /mcp itself costs per `tools/call`, without HTTP, the database or the /v1 pipeline: n sequential calls of
// `saldo` (a fixed balance) or `status_order` (an order as the bench's GET /v1/orders/{id} answers it, marked as
// the API in this process marks it: `checkedBy`) through `answerMcp` against a stub API, as Node CPU per call. On a shared machine this is the steadier
// figure for comparing two versions of src/mcp (run both alternately); the web server's share over HTTP is
// bench/web-thread.ts's.
import { loadavg } from 'node:os';
import type { RestApi } from '~/mcp/api-client';
import { answerMcp, type McpAuthorization, type McpHttpRequest } from '~/mcp/http-handler';

import { orderViewSchema } from '~/shared/orders/order-view-schema';

const n = Number(process.argv[2] ?? 4000);
const tool = process.argv[3] ?? 'saldo';
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
const order = JSON.stringify({
  id: 'ord_01JDZ7V3Q8W5X2K9M4N6P1R3T5',
  service: 'bench-nib',
  status: 'ditawarkan',
  price_idr: 1_500_000,
  max_budget: null,
  intake: { nama_usaha: 'PT Bench', kbli: '62019', nik_pemilik: '3171000000000001' },
  callback_url: null,
  sla_due_at: '2026-11-27T10:00:00.000Z',
  deliverable: null,
  approval_required: false,
  messages: [],
  created_at: '2026-11-26T09:00:00.000Z',
  updated_at: '2026-11-26T09:00:00.120Z',
  allowed_actions: ['kirim_pesan'],
  files: [],
});
const api: RestApi =
  tool === 'status_order'
    ? async () => ({ status: 200, text: order, checkedBy: orderViewSchema })
    : async () => ({ status: 200, text: balance });
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
    JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: tool, arguments: tool === 'status_order' ? { order_id: 'ord_01JDZ7V3Q8W5X2K9M4N6P1R3T5' } : {} },
    }),
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
  `MCP tools/call ${tool}: ${(((used.user + used.system) / n) | 0).toString()} µs of Node CPU per call (${n} sequential; load ${loadavg()[0]!.toFixed(1)})`,
);
process.exit(0);
