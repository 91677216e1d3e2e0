import { z } from 'zod';
import { getBalance } from '~/server/domain/balance/get-balance';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { balanceSchema } from '~/shared/v1/balance-schema';

export const getBalanceEndpoint = v1Endpoint({
  scope: 'saldo:baca',
  meta: {
    openapi: {
      method: 'GET',
      path: '/balance',
      tags: ['Balance'],
      summary: 'Deposit, escrow and the budget limits of this key',
      protect: true,
    },
  },
  input: z.object({}),
  output: balanceSchema,
  handle: ({ ctx }) => getBalance({ db: ctx.db, apiKey: ctx.apiKey }),
});
