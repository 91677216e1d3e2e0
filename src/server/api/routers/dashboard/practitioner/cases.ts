import { listCaseBoard } from '~/server/domain/cases/list-case-board';
import { listPractitionerBids } from '~/server/domain/cases/list-practitioner-bids';
import { placeBid } from '~/server/domain/cases/place-bid';
import { practitionerProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { placeBidInput } from '~/shared/dashboard/practitioner-inputs';

/** The case board: open cases without the client's contact, the practitioner's own bids, and bidding. */
export const casesRouter = router({
  board: practitionerProcedure.query(({ ctx }) => listCaseBoard({ db: ctx.db, practitionerId: ctx.practitionerId })),

  myBids: practitionerProcedure.query(({ ctx }) =>
    listPractitionerBids({ db: ctx.db, practitionerId: ctx.practitionerId }),
  ),

  bid: practitionerProcedure.input(placeBidInput).mutation(({ ctx, input }) =>
    placeBid({
      domain: ctx.domain,
      db: ctx.db,
      caseId: input.caseId,
      practitionerId: ctx.practitionerId,
      amountIdr: input.amountIdr,
      message: input.message,
      estimatedDays: input.estimatedDays,
    }),
  ),
});
