import { z } from 'zod';
import { declineInvitation } from '~/server/domain/organizations/respond-to-invitation';
import { userProcedure } from '~/server/api/procedures';

export const declineInvitationProcedure = userProcedure
  .input(z.object({ invitationId: z.string().min(1).max(100) }))
  .mutation(({ ctx, input }) =>
    declineInvitation({ db: ctx.db, invitationId: input.invitationId, userId: ctx.user.id }),
  );
