import { z } from 'zod';
import { getBalance } from '~/server/domain/balance/get-balance';
import { apiKeyProcedure } from '~/server/api/procedures';

/** The balance answer, also of POST /v1/test/deposit (test keys see the test deposit). */
export const balanceSchema = z.object({
  organization_id: z.string().describe('`org_…`: put it in the bank-transfer note to top up'),
  currency: z.literal('IDR'),
  deposit_idr: z.number().int().describe('Available deposit'),
  escrow_idr: z.number().int().describe('Held in escrow for open orders'),
  key: z.object({
    prefix: z.string(),
    name: z.string(),
    per_order_limit_idr: z.number().int(),
    monthly_limit_idr: z.number().int(),
    month: z.string().describe('Calendar month in Asia/Jakarta, YYYY-MM'),
    month_spent_idr: z.number().int(),
    month_remaining_idr: z.number().int(),
  }),
});

export const getBalanceProcedure = apiKeyProcedure('saldo:baca')
  .meta({
    openapi: {
      method: 'GET',
      path: '/balance',
      tags: ['Balance'],
      summary: 'Deposit, escrow and the budget limits of this key',
      protect: true,
    },
  })
  .input(z.object({}))
  .output(balanceSchema)
  .query(({ ctx }) => getBalance({ db: ctx.db, apiKey: ctx.apiKey }));
