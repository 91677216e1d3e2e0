import { z } from 'zod';
import { claimPractitioner } from '~/server/domain/practitioners/practitioner-claims';
import { userProcedure } from '~/server/api/procedures';

/** The verified owner of a claim link's address takes the practitioner record. */
export const claimPractitionerProcedure = userProcedure
  .input(z.object({ claimId: z.string().min(1).max(100) }))
  .mutation(({ ctx, input }) => claimPractitioner({ db: ctx.db, claimId: input.claimId, userId: ctx.user.id }));
