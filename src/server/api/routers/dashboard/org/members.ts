import {
  changeMemberRole,
  inviteMember,
  listMembers,
  removeMember,
  revokeInvitation,
} from '~/server/domain/organizations/members';
import { orgProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { z } from 'zod';
import { inviteMemberInput, orgInput, removeMemberInput, setRoleInput } from '~/shared/dashboard/org-inputs';

/**
 * Members and invitations; owners and admins invite, revoke invitations, change roles and remove members
 * (only owners grant, change or remove owner; the last owner stays).
 */
export const membersRouter = router({
  list: orgProcedure('member')
    .input(orgInput)
    .query(({ ctx }) => listMembers({ db: ctx.db, organizationId: ctx.organizationId })),

  invite: orgProcedure('admin')
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
    ),

  revokeInvitation: orgProcedure('admin')
    .input(orgInput.extend({ invitationId: z.string().min(1).max(100) }))
    .mutation(({ ctx, input }) =>
      revokeInvitation({
        db: ctx.db,
        organizationId: ctx.organizationId,
        invitationId: input.invitationId,
        actor: ctx.actor,
      }),
    ),

  setRole: orgProcedure('admin')
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
    ),

  remove: orgProcedure('admin')
    .input(removeMemberInput)
    .mutation(({ ctx, input }) =>
      removeMember({
        db: ctx.db,
        organizationId: ctx.organizationId,
        memberId: input.memberId,
        actor: ctx.actor,
        actorRole: ctx.orgRole,
      }),
    ),
});
