import { TOOL_DESCRIPTIONS } from '~/mcp/agent-guidance';
import { orderViewSchema } from '~/shared/orders/order-view-schema';
import { z } from 'zod';
import { createOrderBody } from '~/shared/v1/create-order-body';
import { IDEMPOTENCY_KEY } from '~/shared/v1/idempotency-key';
import { argsFromBody, bodyFromArgs, restBody } from './rest-body';
import { defineTool, WRITES } from './tool';

const body = restBody(createOrderBody, {
  layanan: 'service',
  intake: 'intake',
  max_budget: 'max_budget',
  callback_url: 'callback_url',
});

export const buatOrder = defineTool({
  name: 'buat_order',
  title: 'Buat order',
  description: TOOL_DESCRIPTIONS.buat_order,
  inputSchema: {
    ...argsFromBody(body),
    idempotency_key: z
      .string()
      .regex(IDEMPOTENCY_KEY, '1-255 visible ASCII characters without space, quote or backslash')
      .optional()
      .describe(
        'Same key + same arguments within 24 h returns the same order instead of a new one (1-255 visible ASCII characters)',
      ),
  },
  outputSchema: orderViewSchema,
  annotations: WRITES,
  body,
  request: (args) => ({
    method: 'POST',
    path: '/orders',
    body: bodyFromArgs(args, body),
    headers: args.idempotency_key ? { 'Idempotency-Key': args.idempotency_key } : undefined,
  }),
});
