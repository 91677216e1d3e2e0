import { createOrganizationForUser } from '~/server/domain/organizations/create-organization-for-user';
import { toOrganizationView } from '~/server/domain/organizations/organization-view';
import { createOrganizationInput } from '~/shared/dashboard/account-inputs';
import { userProcedure } from '~/server/api/procedures';

/** Create an organization and submit its application for review; the creator becomes its owner. */
export const createOrganizationProcedure = userProcedure
  .input(createOrganizationInput)
  .mutation(async ({ ctx, input }) => {
    const { name, ...application } = input;
    return toOrganizationView(
      await createOrganizationForUser({ domain: ctx.domain, db: ctx.db, userId: ctx.user.id, name, application }),
    );
  });
