import { z } from 'zod';
import { resendPractitionerClaim } from '~/server/domain/practitioners/practitioner-claims';
import { staffProcedure } from '~/server/api/procedures';
import { practitionerIdInput } from '~/shared/dashboard/staff-inputs';

/** A fresh claim link (optionally to a corrected address) for a record nobody has claimed yet. */
export const resendClaimProcedure = staffProcedure('operator')
  .input(practitionerIdInput.extend({ email: z.string().trim().max(254).optional() }))
  .mutation(({ ctx, input }) =>
    resendPractitionerClaim({
      db: ctx.db,
      domain: ctx.domain,
      practitionerId: input.practitionerId,
      email: input.email || undefined,
      actor: ctx.actor,
    }),
  );
