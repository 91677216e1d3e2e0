import { requirePractitionerOrderAccess } from '~/server/domain/offers/practitioner-order-access';
import { askClient, deliverOrder, releaseOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { listPractitionerOrders } from '~/server/domain/orders/list-practitioner-orders';
import { practitionerProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { orderIdInput, orderTextInput } from '~/shared/dashboard/practitioner-inputs';

/** Procedures on an order the practitioner holds: another practitioner's order is 403 before anything moves. */
const heldOrderProcedure = practitionerProcedure.input(orderIdInput).use(async ({ ctx, input, next }) => {
  await requirePractitionerOrderAccess({
    db: ctx.db,
    orderId: input.orderId,
    practitionerId: ctx.practitionerId,
    kind: 'held',
  });
  return next();
});

export const ordersRouter = router({
  list: practitionerProcedure.query(({ ctx }) =>
    listPractitionerOrders({ db: ctx.db, practitionerId: ctx.practitionerId }),
  ),

  start: heldOrderProcedure.mutation(({ ctx, input }) =>
    startWork({ db: ctx.db, domain: ctx.domain, orderId: input.orderId, practitionerId: ctx.practitionerId }),
  ),

  release: heldOrderProcedure.mutation(async ({ ctx, input }) => {
    await releaseOrder({ db: ctx.db, domain: ctx.domain, orderId: input.orderId, practitionerId: ctx.practitionerId });
    return { order_id: input.orderId, released: true as const };
  }),

  askClient: heldOrderProcedure.input(orderTextInput).mutation(({ ctx, input }) =>
    askClient({
      db: ctx.db,
      domain: ctx.domain,
      orderId: input.orderId,
      practitionerId: ctx.practitionerId,
      text: input.text,
      files: input.files,
    }),
  ),

  deliver: heldOrderProcedure.input(orderTextInput).mutation(({ ctx, input }) =>
    deliverOrder({
      db: ctx.db,
      domain: ctx.domain,
      orderId: input.orderId,
      practitionerId: ctx.practitionerId,
      text: input.text,
      files: input.files,
    }),
  ),
});
