import { orgProcedure } from '~/server/api/procedures';
import { getOrganizationBilling } from '~/server/domain/organizations/organization-billing';
import { orgInput } from '~/shared/dashboard/org-inputs';

/** The organization's billing details (address, NPWP) printed on its papers; every member may read them. */
export const getBilling = orgProcedure('member')
  .input(orgInput)
  .query(({ ctx }) => getOrganizationBilling(ctx.db, ctx.organizationId));
