// The requests whose web-thread cost web-thread.ts and web-thread-ab.ts measure, over one agent's key and an order it
// places first.
import { ORDER_BODY } from './statements';

export type Scenario = { name: string; path: string; method?: string; headers: Record<string, string>; body?: string };

/** Places the agent's first order through `base` (a web server's address), then names the scenarios over it. */
export async function webThreadScenarios(base: string, apiKey: string): Promise<Record<string, Scenario>> {
  const created = await fetch(`${base}/v1/orders`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${apiKey}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': 'web-thread-first',
    },
    body: ORDER_BODY,
  });
  const { id: orderId } = (await created.json()) as { id: string };
  const auth = { Authorization: `Bearer ${apiKey}` };
  const json = { ...auth, 'Content-Type': 'application/json' };
  return {
    health: { name: 'GET /health', path: '/health', headers: {} },
    get: { name: 'GET /v1/orders/{id}', path: `/v1/orders/${orderId}`, headers: auth },
    mcp: {
      name: 'MCP status_order',
      path: '/mcp',
      method: 'POST',
      headers: { ...json, Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'status_order', arguments: { order_id: orderId } },
      }),
    },
    post: {
      name: 'POST /v1/orders',
      path: '/v1/orders',
      method: 'POST',
      headers: { ...json, 'Idempotency-Key': 'new' },
      body: ORDER_BODY,
    },
  };
}
