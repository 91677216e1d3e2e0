// The requests whose web-thread cost web-thread.ts and web-thread-ab.ts measure, for one agent's key and order.
import { ORDER_BODY } from './statements';

export type Scenario = { name: string; path: string; method?: string; headers: Record<string, string>; body?: string };

export function webThreadScenarios(apiKey: string, orderId: string): Record<string, Scenario> {
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
