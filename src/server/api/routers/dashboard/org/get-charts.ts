import { balanceHistory } from '~/server/domain/charts/balance-history';
import { keyMonthSpend } from '~/server/domain/charts/key-month-spend';
import { ordersByStatus } from '~/server/domain/charts/orders-by-status';
import { orgProcedure } from '~/server/api/procedures';
import { chartsInput } from '~/shared/dashboard/org-inputs';

/** Data of the pictures: month spend per key against its limit, deposit and escrow over time, orders by status. */
export const getChartsProcedure = orgProcedure('member')
  .input(chartsInput)
  .query(async ({ ctx, input }) => ({
    key_spend: await keyMonthSpend({ db: ctx.db, organizationId: ctx.organizationId }),
    balance: await balanceHistory({ db: ctx.db, organizationId: ctx.organizationId, days: input.days }),
    orders_by_status: await ordersByStatus({ db: ctx.db, organizationId: ctx.organizationId }),
  }));
