import { v1Endpoint } from '~/server/api/rest/endpoint';
import { paperLang, pdfOutput, pdfReply, PDF_FILE } from '~/server/api/rest/file-replies';
import { orderIdInput } from '~/server/api/routers/v1/shared/order-schema';
import { orderPaperPdf } from '~/server/domain/papers/order-paper-pdf';
import { orderReceipt } from '~/server/domain/papers/order-papers';

export const getOrderReceiptEndpoint = v1Endpoint({
  scope: 'order:baca',
  meta: {
    openapi: {
      method: 'GET',
      path: '/orders/{id}/receipt',
      tags: ['Papers'],
      summary: "The paid order's payment receipt (PDF)",
      description:
        'Numbered on first request (`KWT/<year>/<number>`, test orders `TEST-KWT/...` on their own sequence) and the same paper afterwards. ' +
        '409 `INVALID_STATE` while the order awaits payment (approval).',
      protect: true,
    },
    errors: ['NOT_FOUND', 'INVALID_STATE'],
    attachment: PDF_FILE,
  },
  input: orderIdInput.extend({ lang: paperLang }),
  output: pdfOutput,
  handle: async ({ ctx, input }) => {
    const paper = await orderReceipt({
      db: ctx.db,
      orderId: input.id,
      reach: { organizationId: ctx.apiKey.organizationId, livemode: ctx.apiKey.livemode },
    });
    const doc = await orderPaperPdf({ db: ctx.db, settings: ctx.domain.settings, locale: input.lang ?? 'id', paper });
    return pdfReply(doc, `${paper.paper.number}.pdf`);
  },
});
