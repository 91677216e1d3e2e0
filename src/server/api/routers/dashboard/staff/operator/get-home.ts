import { operatorHome } from '~/server/domain/orders/operator-home';
import { staffProcedure } from '~/server/api/procedures';

/** The operator's home: applications, disputes and orders whose offers keep lapsing. */
export const getOperatorHomeProcedure = staffProcedure('operator').query(({ ctx }) => operatorHome({ db: ctx.db }));
