import { setOrganizationTwoFactorRequirement } from '~/server/domain/two-factor/set-organization-two-factor';
import { orgProcedure } from '~/server/api/procedures';
import { setTwoFactorRequirementInput } from '~/shared/dashboard/org-inputs';

/** Owners only: require a second factor of every member (the owner needs their own first). */
export const setTwoFactorRequirementProcedure = orgProcedure('owner')
  .input(setTwoFactorRequirementInput)
  .mutation(({ ctx, input }) =>
    setOrganizationTwoFactorRequirement({
      db: ctx.db,
      organizationId: ctx.organizationId,
      required: input.required,
      actor: ctx.actor,
    }),
  );
