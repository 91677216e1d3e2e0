import { listMembers } from '~/server/domain/organizations/members';
import { orgProcedure } from '~/server/api/procedures';
import { orgInput } from '~/shared/dashboard/org-inputs';

export const listMembersProcedure = orgProcedure('member')
  .input(orgInput)
  .query(({ ctx }) => listMembers({ db: ctx.db, organizationId: ctx.organizationId }));
