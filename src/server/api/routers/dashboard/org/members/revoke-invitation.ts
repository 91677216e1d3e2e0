import { z } from 'zod';
import { revokeInvitation } from '~/server/domain/organizations/members';
import { orgProcedure } from '~/server/api/procedures';
import { orgInput } from '~/shared/dashboard/org-inputs';

export const revokeInvitationProcedure = orgProcedure('admin')
  .input(orgInput.extend({ invitationId: z.string().min(1).max(100) }))
  .mutation(({ ctx, input }) =>
    revokeInvitation({
      db: ctx.db,
      organizationId: ctx.organizationId,
      invitationId: input.invitationId,
      actor: ctx.actor,
    }),
  );
