import { z } from 'zod';
import { listBankTransfers } from '~/server/domain/ledger/list-bank-transfers';
import { staffProcedure } from '~/server/api/procedures';
import { jakartaDayRange, listFilterFields } from '~/shared/dashboard/list-filter';

export const listTransfersProcedure = staffProcedure('finance')
  .input(z.object(listFilterFields).optional())
  .query(({ ctx, input }) => {
    const { start, end } = jakartaDayRange(input ?? {});
    return listBankTransfers({
      db: ctx.db,
      reach: 'platform',
      search: input?.search,
      recordedFrom: start,
      recordedBefore: end,
    });
  });
