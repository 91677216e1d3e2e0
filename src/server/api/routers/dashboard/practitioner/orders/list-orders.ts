import { listPractitionerOrders } from '~/server/domain/orders/list-practitioner-orders';
import { practitionerProcedure } from '~/server/api/procedures';

export const listOrdersProcedure = practitionerProcedure.query(({ ctx }) =>
  listPractitionerOrders({ db: ctx.db, practitionerId: ctx.practitionerId, domain: ctx.domain }),
);
