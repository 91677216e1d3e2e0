import { inviteMember } from '~/server/domain/organizations/members';
import { orgProcedure } from '~/server/api/procedures';
import { inviteMemberInput } from '~/shared/dashboard/org-inputs';

/** Only owners grant owner (checked in the domain against the inviter's role). */
export const inviteMemberProcedure = orgProcedure('admin')
  .input(inviteMemberInput)
  .mutation(({ ctx, input }) =>
    inviteMember({
      db: ctx.db,
      domain: ctx.domain,
      organizationId: ctx.organizationId,
      email: input.email,
      role: input.role,
      actor: ctx.actor,
      actorRole: ctx.orgRole,
    }),
  );
