import { placeBid } from '~/server/domain/cases/place-bid';
import { practitionerProcedure } from '~/server/api/procedures';
import { placeBidInput } from '~/shared/dashboard/practitioner-inputs';

export const placeBidProcedure = practitionerProcedure.input(placeBidInput).mutation(({ ctx, input }) =>
  placeBid({
    domain: ctx.domain,
    db: ctx.db,
    caseId: input.caseId,
    practitionerId: ctx.practitionerId,
    amountIdr: input.amountIdr,
    message: input.message,
    estimatedDays: input.estimatedDays,
  }),
);
