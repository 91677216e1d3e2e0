import { organizationHome } from '~/server/domain/organizations/organization-home';
import { orgProcedure } from '~/server/api/procedures';
import { orgInput } from '~/shared/dashboard/org-inputs';

/** The organization's home: what needs someone now, the latest orders, this month's spend per key. */
export const getHomeProcedure = orgProcedure('member')
  .input(orgInput)
  .query(({ ctx }) => organizationHome({ db: ctx.db, organizationId: ctx.organizationId }));
