import { toOrganizationView } from '~/server/domain/organizations/organization-view';
import { setOrganizationStatus } from '~/server/domain/organizations/set-organization-status';
import { staffProcedure } from '~/server/api/procedures';
import { setOrganizationStatusInput } from '~/shared/dashboard/staff-inputs';

/** Approve, reject, suspend, or put an approved organization back under review. */
export const setOrganizationStatusProcedure = staffProcedure('operator')
  .input(setOrganizationStatusInput)
  .mutation(async ({ ctx, input }) =>
    toOrganizationView(
      await setOrganizationStatus({
        domain: ctx.domain,
        db: ctx.db,
        organizationId: input.organizationId,
        status: input.status,
        reason: input.reason,
        actor: ctx.actor,
      }),
    ),
  );
