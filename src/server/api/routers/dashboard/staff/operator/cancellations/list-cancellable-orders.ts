import { listOrdersForStaff } from '~/server/domain/orders/list-orders-for-staff';
import { statesAllowing } from '~/server/domain/orders/lifecycle';
import { staffProcedure } from '~/server/api/procedures';

/** Orders an operator may still cancel (before delivery). */
export const listCancellableOrdersProcedure = staffProcedure('operator').query(({ ctx }) =>
  listOrdersForStaff({ db: ctx.db, statuses: statesAllowing('batalkan_order') }),
);
