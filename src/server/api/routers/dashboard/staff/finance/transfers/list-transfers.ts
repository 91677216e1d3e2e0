import { listBankTransfers } from '~/server/domain/ledger/list-bank-transfers';
import { staffProcedure } from '~/server/api/procedures';

export const listTransfersProcedure = staffProcedure('finance').query(({ ctx }) =>
  listBankTransfers({ db: ctx.db, reach: 'platform' }),
);
