import { financeHome } from '~/server/domain/cases/finance-home';
import { staffProcedure } from '~/server/api/procedures';

/** Finance's home: unpaid invoices, oldest first, and the week's recorded transfers. */
export const getFinanceHomeProcedure = staffProcedure('finance').query(({ ctx }) => financeHome({ db: ctx.db }));
