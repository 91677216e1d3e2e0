import { cancelOrder, resolveDispute } from '~/server/domain/orders/operator-moves';
import { listOrdersForStaff } from '~/server/domain/orders/list-orders-for-staff';
import { statesAllowing } from '~/server/domain/orders/lifecycle';
import { staffProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { cancelOrderInput, resolveDisputeInput } from '~/shared/dashboard/staff-inputs';

const operator = staffProcedure('operator');

/** Orders in dispute, decided for the practitioner (paid) or the client (refunded). */
export const disputesRouter = router({
  list: operator.query(({ ctx }) =>
    listOrdersForStaff({ db: ctx.db, statuses: statesAllowing('putus_sengketa_untuk_klien') }),
  ),

  resolve: operator.input(resolveDisputeInput).mutation(({ ctx, input }) =>
    resolveDispute({
      db: ctx.db,
      domain: ctx.domain,
      orderId: input.orderId,
      decision: input.decision,
      actor: ctx.actor,
    }),
  ),
});

/** Orders an operator may still cancel (before delivery); cancelling refunds the escrow to the deposit. */
export const cancellationsRouter = router({
  list: operator.query(({ ctx }) => listOrdersForStaff({ db: ctx.db, statuses: statesAllowing('batalkan_order') })),

  cancel: operator
    .input(cancelOrderInput)
    .mutation(({ ctx, input }) =>
      cancelOrder({ db: ctx.db, domain: ctx.domain, orderId: input.orderId, reason: input.reason, actor: ctx.actor }),
    ),
});
