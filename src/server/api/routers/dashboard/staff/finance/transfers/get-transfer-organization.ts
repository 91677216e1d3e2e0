import { getOrganizationDeposit } from '~/server/domain/organizations/get-organization-deposit';
import { staffProcedure } from '~/server/api/procedures';
import { organizationIdInput } from '~/shared/dashboard/staff-inputs';

/** Which organization an `org_` id from the transfer note names, before crediting it. */
export const getTransferOrganizationProcedure = staffProcedure('finance')
  .input(organizationIdInput)
  .query(({ ctx, input }) => getOrganizationDeposit({ db: ctx.db, organizationId: input.organizationId }));
