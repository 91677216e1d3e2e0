import { changeMemberRole } from '~/server/domain/organizations/members';
import { orgProcedure } from '~/server/api/procedures';
import { setRoleInput } from '~/shared/dashboard/org-inputs';

/** Only owners change or grant owner, and the last owner stays (checked in the domain). */
export const setMemberRoleProcedure = orgProcedure('admin')
  .input(setRoleInput)
  .mutation(({ ctx, input }) =>
    changeMemberRole({
      db: ctx.db,
      organizationId: ctx.organizationId,
      memberId: input.memberId,
      role: input.role,
      actor: ctx.actor,
      actorRole: ctx.orgRole,
    }),
  );
