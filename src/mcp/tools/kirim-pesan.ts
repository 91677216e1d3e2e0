import { TOOL_DESCRIPTIONS } from '~/mcp/agent-guidance';
import { orderViewSchema } from '~/shared/orders/order-view-schema';
import { postMessageBody } from '~/shared/v1/post-message-body';
import { argsFromBody, bodyFromArgs, restBody } from './rest-body';
import { z } from 'zod';
import { inlineDocument, MAX_INLINE_DOCUMENTS } from './documents';
import { WRITES, defineTool, pathSegment, segment } from './tool';

const body = restBody(postMessageBody, { pesan: 'message', berkas: 'files' });

export const kirimPesan = defineTool({
  name: 'kirim_pesan',
  title: 'Kirim pesan',
  description: TOOL_DESCRIPTIONS.kirim_pesan,
  inputSchema: {
    order_id: pathSegment().describe('Order id, "ord_…"'),
    ...argsFromBody(body),
    dokumen: z
      .array(inlineDocument)
      .max(MAX_INLINE_DOCUMENTS)
      .optional()
      .describe('Documents your user gave you, sent inline (small): uploaded first, then sent with the reply'),
  },
  outputSchema: orderViewSchema,
  annotations: WRITES,
  body,
  prepare: async (args, upload) => {
    if (!args.dokumen?.length) return args;
    const uploaded: string[] = [];
    for (const document of args.dokumen) uploaded.push(await upload(document, 'message'));
    return { ...args, berkas: [...(args.berkas ?? []), ...uploaded] };
  },
  request: (a) => ({ method: 'POST', path: `/orders/${segment(a.order_id)}/messages`, body: bodyFromArgs(a, body) }),
});
