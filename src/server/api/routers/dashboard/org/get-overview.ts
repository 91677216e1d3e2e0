import { organizationOverview } from '~/server/domain/organizations/organization-overview';
import { orgProcedure } from '~/server/api/procedures';
import { orgInput } from '~/shared/dashboard/org-inputs';

/** Overview: status, application, threshold, transfer instructions, and the caller's role. */
export const getOverviewProcedure = orgProcedure('member')
  .input(orgInput)
  .query(async ({ ctx }) => ({
    ...(await organizationOverview({ db: ctx.db, domain: ctx.domain, organizationId: ctx.organizationId })),
    role: ctx.orgRole,
  }));
