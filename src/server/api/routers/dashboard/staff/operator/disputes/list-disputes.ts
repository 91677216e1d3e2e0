import { listOrdersForStaff } from '~/server/domain/orders/list-orders-for-staff';
import { statesAllowing } from '~/server/domain/orders/lifecycle';
import { staffProcedure } from '~/server/api/procedures';

/** Orders in dispute. */
export const listDisputesProcedure = staffProcedure('operator').query(({ ctx }) =>
  listOrdersForStaff({ db: ctx.db, statuses: statesAllowing('putus_sengketa_untuk_klien') }),
);
