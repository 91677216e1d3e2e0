import { z } from 'zod';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { paperLang, pdfOutput, pdfReply, PDF_FILE } from '~/server/api/rest/file-replies';
import { depositStatement } from '~/server/domain/papers/deposit-statement';
import { depositStatementPdf } from '~/server/domain/papers/deposit-statement-pdf';

export const getStatementEndpoint = v1Endpoint({
  scope: 'saldo:baca',
  meta: {
    openapi: {
      method: 'GET',
      path: '/statements/{month}',
      tags: ['Papers'],
      summary: 'The monthly deposit statement (PDF)',
      description:
        'Opening balance, every movement of the deposit, closing balance and escrow at the end of the month (Asia/Jakarta). ' +
        'A closed month is numbered (`RKD/<year>/<number>`); the running month is provisional and unnumbered.',
      protect: true,
    },
    attachment: PDF_FILE,
  },
  input: z.object({ month: z.string().describe('Calendar month, `YYYY-MM` (Asia/Jakarta)'), lang: paperLang }),
  output: pdfOutput,
  handle: async ({ ctx, input }) => {
    const statement = await depositStatement({
      db: ctx.db,
      organizationId: ctx.apiKey.organizationId,
      month: input.month,
      livemode: ctx.apiKey.livemode,
    });
    const doc = await depositStatementPdf({
      db: ctx.db,
      settings: ctx.domain.settings,
      locale: input.lang ?? 'id',
      statement,
    });
    return pdfReply(doc, `${statement.paper?.number ?? `statement-${input.month}`}.pdf`);
  },
});
