import { getBalance } from '~/server/domain/balance/get-balance';
import { topUpTestDeposit } from '~/server/domain/testmode/test-deposit';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { balanceSchema } from '~/shared/v1/balance-schema';
import { testDepositBody } from '~/shared/v1/test-deposit-body';

export const topUpTestDepositEndpoint = v1Endpoint({
  scope: null,
  testKeysOnly: true,
  meta: {
    openapi: {
      method: 'POST',
      path: '/test/deposit',
      tags: ['Test mode'],
      summary: 'Top up the test deposit (test keys only)',
      description:
        'Adds test money to the organization’s test deposit and answers the test balance (as `GET /v1/balance` with this key). ' +
        'Test money never reaches the live deposit, ledger or invoices. A live key gets 404 `NOT_FOUND`.',
      protect: true,
    },
    errors: ['NOT_FOUND'],
  },
  input: testDepositBody,
  output: balanceSchema,
  handle: async ({ ctx, input }) => {
    await topUpTestDeposit({ db: ctx.db, organizationId: ctx.apiKey.organizationId, amountIdr: input.amount_idr });
    return getBalance({ db: ctx.db, apiKey: ctx.apiKey });
  },
});
