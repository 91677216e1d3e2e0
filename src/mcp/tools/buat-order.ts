import { TOOL_DESCRIPTIONS } from '~/mcp/agent-guidance';
import { orderViewSchema } from '~/shared/orders/order-view-schema';
import { z } from 'zod';
import { createOrderBody } from '~/shared/v1/create-order-body';
import { IDEMPOTENCY_KEY } from '~/shared/v1/idempotency-key';
import { argsFromBody, bodyFromArgs, restBody } from './rest-body';
import { inlineDocument, MAX_INLINE_DOCUMENTS } from './documents';
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
    dokumen: z
      .array(
        inlineDocument.extend({
          intake_key: z.string().min(1).max(64).describe('The intake field of type `file` this document fills'),
        }),
      )
      .max(MAX_INLINE_DOCUMENTS)
      .optional()
      .describe(
        'Documents your user gave you, sent inline (small): each is uploaded (POST /v1/files) and its file id ' +
          'put in `intake[intake_key]`. A file already uploaded: put its `file_…` id in `intake` instead.',
      ),
  },
  outputSchema: orderViewSchema,
  annotations: WRITES,
  body,
  prepare: async (args, upload) => {
    if (!args.dokumen?.length) return args;
    const intake = { ...args.intake };
    for (const document of args.dokumen) intake[document.intake_key] = await upload(document, 'intake');
    return { ...args, intake };
  },
  request: (args) => ({
    method: 'POST',
    path: '/orders',
    body: bodyFromArgs(args, body),
    headers: args.idempotency_key ? { 'Idempotency-Key': args.idempotency_key } : undefined,
  }),
});
