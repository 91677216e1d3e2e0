import { payTestInvoice } from '~/server/domain/testmode/pay-test-invoice';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { caseSchema } from '~/shared/v1/case-schema';
import { invoiceIdInput } from '~/shared/v1/invoice-id-input';

export const payTestInvoiceEndpoint = v1Endpoint({
  scope: null,
  testKeysOnly: true,
  meta: {
    openapi: {
      method: 'POST',
      path: '/test/invoices/{id}/pay',
      tags: ['Test mode'],
      summary: 'Pay a test invoice, as finance would mark a live one paid (test keys only)',
      description:
        'The invoice of a test case becomes `lunas` and the simulated practitioner is credited in test money; the live ' +
        'ledger, balances and finance never see it. Answers the case (as `GET /v1/cases/{id}` with this key). No body. ' +
        'Paying it again is 409 `INVALID_STATE`. A live key, a live invoice or another organization’s invoice gets 404 `NOT_FOUND`.',
      protect: true,
    },
    noBody: true,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
  input: invoiceIdInput,
  output: caseSchema,
  handle: ({ ctx, input }) =>
    payTestInvoice({
      db: ctx.db,
      domain: ctx.domain,
      invoiceId: input.id,
      organizationId: ctx.apiKey.organizationId,
      actor: { type: 'api_key', id: ctx.apiKey.id },
    }),
});
