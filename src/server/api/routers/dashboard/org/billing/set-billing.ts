import { orgProcedure } from '~/server/api/procedures';
import { setOrganizationBilling } from '~/server/domain/organizations/organization-billing';
import { setBillingInput } from '~/shared/dashboard/billing-inputs';

/** Owners and admins set the billing details printed on papers issued from now on. */
export const setBilling = orgProcedure('admin')
  .input(setBillingInput)
  .mutation(({ ctx, input }) =>
    setOrganizationBilling({
      db: ctx.db,
      organizationId: ctx.organizationId,
      address: input.address,
      taxNumber: input.taxNumber,
      actor: ctx.actor,
    }),
  );
