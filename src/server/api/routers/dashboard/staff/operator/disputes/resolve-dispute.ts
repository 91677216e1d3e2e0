import { resolveDispute } from '~/server/domain/orders/operator-moves';
import { staffProcedure } from '~/server/api/procedures';
import { resolveDisputeInput } from '~/shared/dashboard/staff-inputs';

/** A dispute decided for the practitioner (paid) or the client (refunded). */
export const resolveDisputeProcedure = staffProcedure('operator')
  .input(resolveDisputeInput)
  .mutation(({ ctx, input }) =>
    resolveDispute({
      db: ctx.db,
      domain: ctx.domain,
      orderId: input.orderId,
      decision: input.decision,
      actor: ctx.actor,
    }),
  );
