import { z } from 'zod';
import { getBalance } from '~/server/domain/balance/get-balance';
import { apiKeyProcedure } from '~/server/api/procedures';
import { balanceSchema } from '~/shared/v1/balance-schema';

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
