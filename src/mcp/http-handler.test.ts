// /mcp answers as the SDK's Streamable HTTP transport (stateless, JSON responses) did before it was replaced by a
// transport of our own (json-rpc-exchange.ts): the same request through both, the same status, type and body.
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { describe, expect, it } from 'vitest';
import type { RestApi } from './api-client';
import { handleMcpRequest, type McpAuthorization } from './http-handler';
import { callerAuthInfo, createToolServer } from './server';
import { saldo } from './tools/saldo';
import { statusOrder } from './tools/status-order';

// The balance answers as the API does; some orders answer what the API never should; every other call fails as the
// API would for an unknown order, naming the caller, so each answer shows whose it is.
const BALANCE = {
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
};
const ODD: Record<string, string> = {
  '/orders/ord_shape': '{"id":1}',
  '/orders/ord_text': 'not json',
  '/orders/ord_null': 'null',
};
const api: RestApi = async (authorization, request) => {
  if (request.path === '/balance') return { status: 200, text: JSON.stringify(BALANCE) };
  const odd = ODD[request.path];
  if (odd) return { status: 200, text: odd };
  const message = `${request.path} for ${authorization}`;
  return { status: 404, text: JSON.stringify({ error: { code: 'NOT_FOUND', message } }) };
};
const oauth: McpAuthorization = { resourceMetadataUrl: 'http://x/.well-known', acceptsOAuthToken: async () => true };

const KEY = 'Bearer svc_live_abc.def';
const HEADERS = {
  Authorization: KEY,
  'Content-Type': 'application/json',
  Accept: 'application/json, text/event-stream',
};

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://127.0.0.1/mcp', {
    method: 'POST',
    headers: { ...HEADERS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** What /mcp answered before: a tool server made for the request, on the SDK's own transport. */
async function viaSdkTransport(req: Request): Promise<Response> {
  const server = createToolServer({ api });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(req, { authInfo: callerAuthInfo(req.headers.get('authorization')!) });
  } finally {
    await server.close();
  }
}

async function answered(res: Response) {
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), body: text === '' ? '' : JSON.parse(text) };
}

const call = (id: number | string, name: string, args: unknown) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});
const ping = (id: number | string) => ({ jsonrpc: '2.0', id, method: 'ping' });
const initialize = {
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
};

const CASES: [string, Request][] = [
  ['a tool call (the API refuses it)', post(call(1, 'status_order', { order_id: 'ord_x' }))],
  ['a tool call that succeeds', post(call('s', 'saldo', {}))],
  ['a tool call without arguments', post(call(4, 'saldo', undefined))],
  ['arguments the tool does not name', post(call(5, 'status_order', { order_id: 'ord_x', extra: 1 }))],
  ['an answer outside the output schema', post(call(1, 'status_order', { order_id: 'ord_shape' }))],
  ['an answer that is not JSON', post(call(1, 'status_order', { order_id: 'ord_text' }))],
  ['an answer without structured content', post(call(1, 'status_order', { order_id: 'ord_null' }))],
  ['a tool call with _meta', post({ ...call(1, 'saldo', {}), params: { name: 'saldo', _meta: { progressToken: 1 } } })],
  ['arguments that are no object', post(call(1, 'saldo', [1]))],
  ['arguments the tool refuses', post(call(1, 'status_order', { order_id: '..' }))],
  ['an unknown tool', post(call(1, 'no_such_tool', {}))],
  ['tools/list', post({ jsonrpc: '2.0', id: 'l', method: 'tools/list' })],
  ['initialize', post(initialize)],
  ['an unknown method', post({ jsonrpc: '2.0', id: 3, method: 'resources/list' })],
  ['a batch, answers in the order asked', post([ping(2), call(1, 'status_order', { order_id: 'ord_y' })])],
  ['a batch with a notification', post([{ jsonrpc: '2.0', method: 'notifications/initialized' }, ping(7)])],
  ['one request id twice', post([ping(1), ping(1)])],
  ['notifications only', post({ jsonrpc: '2.0', method: 'notifications/initialized' })],
  ['a response only', post({ jsonrpc: '2.0', id: 9, result: {} })],
  ['no text/event-stream in Accept', post(ping(1), { Accept: 'application/json' })],
  ['not JSON by its Content-Type', post(ping(1), { 'Content-Type': 'text/plain' })],
  ['no Content-Type', post(ping(1), { 'Content-Type': '' })],
  ['JSON with parameters in its Content-Type', post(ping(1), { 'Content-Type': 'application/json; charset=utf-8' })],
  ['a body that is not JSON', post('{"jsonrpc":')],
  ['an empty body', post('')],
  ['JSON that is no JSON-RPC message', post({ hello: 'world' })],
  ['a JSON-RPC message with a key too many', post({ ...ping(1), extra: true })],
  ['initialize in a batch', post([initialize, ping(1)])],
  ['an unsupported protocol version', post(ping(1), { 'mcp-protocol-version': '1999-01-01' })],
  ['a supported protocol version', post(ping(1), { 'mcp-protocol-version': '2025-06-18' })],
  ['a batch over 100 messages', post(Array.from({ length: 101 }, (_, i) => ping(i)))],
];

describe('/mcp answers as the SDK transport did', () => {
  it.each(CASES)('%s', async (_name, req) => {
    const ours = await answered(await handleMcpRequest(req.clone(), api, oauth));
    const sdk = await answered(await viaSdkTransport(req));
    expect(ours).toEqual(sdk);
  });

  it('the same request id from many callers at once: each caller gets the answer to its own call', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `Bearer svc_live_k${i}.secret${i}`);
    const answers = await Promise.all(
      keys.map((key) =>
        handleMcpRequest(post(call(1, 'status_order', { order_id: 'ord_same' }), { Authorization: key }), api, oauth),
      ),
    );
    for (const [i, res] of answers.entries()) {
      const body = (await res.json()) as { id: number; result: { content: { text: string }[]; isError: boolean } };
      expect(body.id).toBe(1);
      expect(body.result.isError).toBe(true);
      expect(body.result.content[0]!.text).toContain(`for ${keys[i]}"`);
    }
  });
});

// An order as GET /v1/orders/{id} writes it, with text that JSON escapes and intake keys JavaScript puts first.
const ORDER = {
  id: 'ord_1',
  service: 'nib-oss',
  status: 'dikerjakan',
  price_idr: 1_500_000,
  max_budget: null,
  intake: { nama: 'PT "Maju" \\ Jaya\n', '10': 'sepuluh', '2': 'dua' },
  callback_url: null,
  sla_due_at: '2026-11-27T10:00:00.000Z',
  deliverable: null,
  approval_required: false,
  messages: [
    {
      id: 'msg_1',
      sender: 'klien',
      text: 'Halo </script> \u2028 😀 \ud800 \u0007',
      created_at: '2026-11-26T10:00:00.000Z',
    },
  ],
  created_at: '2026-11-26T09:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
  allowed_actions: ['kirim_pesan'],
  files: [],
};

describe("a success the API in this process already held to the tool's output schema", () => {
  const orderApi =
    (checkedBy: unknown): RestApi =>
    async () => ({ status: 200, text: JSON.stringify(ORDER), checkedBy });
  const request = () => post(call(7, 'status_order', { order_id: 'ord_1' }));

  it('answers the very bytes of the SDK transport and of the checked path', async () => {
    const ours = await handleMcpRequest(request(), orderApi(statusOrder.outputSchema), oauth);
    const checked = await handleMcpRequest(request(), orderApi(undefined), oauth);
    const server = createToolServer({ api: orderApi(undefined) });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    const sdk = await transport.handleRequest(request(), { authInfo: callerAuthInfo(KEY) });
    await server.close();
    const text = await ours.text();
    expect(ours.status).toBe(200);
    expect(ours.headers.get('content-type')).toBe('application/json');
    expect(text).toBe(await checked.text());
    expect(text).toBe(await sdk.text());
    expect(JSON.parse(text)).toEqual({
      result: { content: [{ type: 'text', text: JSON.stringify(ORDER) }], structuredContent: ORDER },
      jsonrpc: '2.0',
      id: 7,
    });
  });

  it('is still checked when the API held it to another schema', async () => {
    const odd: RestApi = async () => ({ status: 200, text: '{"id":1}', checkedBy: saldo.outputSchema });
    const body = (await (await handleMcpRequest(request(), odd, oauth)).json()) as {
      result: { isError: boolean; content: { text: string }[] };
    };
    expect(body.result.isError).toBe(true);
    expect(body.result.content[0]!.text).toContain('Output validation error');
  });
});
