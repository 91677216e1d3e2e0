import { z } from 'zod';

/** GET /v1/balance, POST /v1/test/deposit (a test key sees the test deposit) and the `saldo` tool. */
export const balanceSchema = z
  .object({
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
  })
  .describe('Balance');
