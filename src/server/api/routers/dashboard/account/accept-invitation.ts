import { z } from 'zod';
import { acceptInvitation } from '~/server/domain/organizations/respond-to-invitation';
import { userProcedure } from '~/server/api/procedures';

export const acceptInvitationProcedure = userProcedure
  .input(z.object({ invitationId: z.string().min(1).max(100) }))
  .mutation(({ ctx, input }) =>
    acceptInvitation({ db: ctx.db, domain: ctx.domain, invitationId: input.invitationId, userId: ctx.user.id }),
  );
