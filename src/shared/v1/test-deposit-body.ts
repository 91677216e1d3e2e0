import { z } from 'zod';

/** The most one test top-up adds (test money, but the ledger is bigint all the same). */
export const MAX_TEST_TOPUP_IDR = 1_000_000_000_000;

/** Body of POST /v1/test/deposit (test keys only): adds test money to the organization's test deposit. */
export const testDepositBody = z.strictObject({
  // A union, not a bare number: trpc-to-openapi coerces bare number fields ("100" would pass), as in create-order-body.
  amount_idr: z
    .union([z.number().int().positive().max(MAX_TEST_TOPUP_IDR)])
    .describe('Test money to add, whole rupiah, 1-1000000000000'),
});
