import { z } from 'zod';
import { defineTool, segment, WRITES } from './tool';

export const buatOrder = defineTool({
  name: 'buat_order',
  title: 'Buat order',
  description:
    'Orders a catalog service, paid from the organization deposit and held in escrow. Fill every required intake field with data from the user ' +
    '(never invent it). Always pass max_budget and an idempotency_key (reuse the same key when retrying). If the result has status ' +
    '"menunggu_bayar", tell the user an organization admin must approve it in the dashboard. Follow progress with status_order.',
  inputSchema: {
    layanan: z.string().min(1).describe('Service code (sent as `service`)'),
    intake: z.record(z.string(), z.string()).describe('Intake values by field key, all strings'),
    max_budget: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('Highest acceptable price in rupiah; the order fails if the price is higher'),
    callback_url: z.string().url().optional().describe('Webhook address for status changes of this order'),
    idempotency_key: z
      .string()
      .regex(/^[\x21\x23-\x5b\x5d-\x7e]{1,255}$/, '1-255 visible ASCII characters without space, quote or backslash')
      .optional()
      .describe(
        'Same key + same arguments within 24 h returns the same order instead of a new one (1-255 visible ASCII characters)',
      ),
  },
  annotations: WRITES,
  request: ({ layanan, intake, max_budget, callback_url, idempotency_key }) => ({
    method: 'POST',
    path: '/orders',
    body: {
      service: layanan,
      intake,
      ...(max_budget !== undefined && { max_budget }),
      ...(callback_url !== undefined && { callback_url }),
    },
    headers: idempotency_key ? { 'Idempotency-Key': idempotency_key } : undefined,
  }),
});

export { segment };
