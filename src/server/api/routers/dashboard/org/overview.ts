import { organizationLedger } from '~/server/domain/ledger/organization-ledger';
import { organizationOverview } from '~/server/domain/organizations/organization-overview';
import { organizationTopUp } from '~/server/domain/organizations/transfer-instructions';
import { updateApprovalThreshold } from '~/server/domain/organizations/update-approval-threshold';
import { setOrganizationTwoFactorRequirement } from '~/server/domain/two-factor/set-organization-two-factor';
import { orgProcedure } from '~/server/api/procedures';
import { depositInput, orgInput, setThresholdInput, setTwoFactorRequirementInput } from '~/shared/dashboard/org-inputs';

/** Overview (status, application, threshold, transfer instructions), the threshold setting, and the deposit page. */
export const overviewProcedures = {
  overview: orgProcedure('member')
    .input(orgInput)
    .query(async ({ ctx }) => ({
      ...(await organizationOverview({ db: ctx.db, domain: ctx.domain, organizationId: ctx.organizationId })),
      role: ctx.orgRole,
    })),

  setThreshold: orgProcedure('admin')
    .input(setThresholdInput)
    .mutation(({ ctx, input }) =>
      updateApprovalThreshold({
        db: ctx.db,
        organizationId: ctx.organizationId,
        thresholdIdr: input.thresholdIdr,
        actor: ctx.actor,
      }),
    ),

  /** Owners only: require a second factor of every member (the owner needs their own first). */
  setTwoFactorRequirement: orgProcedure('owner')
    .input(setTwoFactorRequirementInput)
    .mutation(({ ctx, input }) =>
      setOrganizationTwoFactorRequirement({
        db: ctx.db,
        organizationId: ctx.organizationId,
        required: input.required,
        actor: ctx.actor,
      }),
    ),

  deposit: orgProcedure('member')
    .input(depositInput)
    .query(async ({ ctx, input }) => ({
      ...(await organizationLedger({
        db: ctx.db,
        organizationId: ctx.organizationId,
        before: input.before,
        limit: input.limit,
      })),
      transfer: await organizationTopUp(ctx.db, ctx.domain.settings, ctx.organizationId),
    })),
};
