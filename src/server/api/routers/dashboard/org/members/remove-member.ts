import { removeMember } from '~/server/domain/organizations/members';
import { orgProcedure } from '~/server/api/procedures';
import { removeMemberInput } from '~/shared/dashboard/org-inputs';

/** Only owners remove an owner, and the last owner stays (checked in the domain). */
export const removeMemberProcedure = orgProcedure('admin')
  .input(removeMemberInput)
  .mutation(({ ctx, input }) =>
    removeMember({
      db: ctx.db,
      organizationId: ctx.organizationId,
      memberId: input.memberId,
      actor: ctx.actor,
      actorRole: ctx.orgRole,
    }),
  );
