import { revokePractitionerClaim } from '~/server/domain/practitioners/practitioner-claims';
import { staffProcedure } from '~/server/api/procedures';
import { practitionerIdInput } from '~/shared/dashboard/staff-inputs';

export const revokeClaimProcedure = staffProcedure('operator')
  .input(practitionerIdInput)
  .mutation(({ ctx, input }) =>
    revokePractitionerClaim({ db: ctx.db, practitionerId: input.practitionerId, actor: ctx.actor }),
  );
