import { listApplications } from '~/server/domain/organizations/list-applications';
import { toOrganizationView } from '~/server/domain/organizations/organization-view';
import { setOrganizationStatus } from '~/server/domain/organizations/set-organization-status';
import { staffProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { applicationsInput, setOrganizationStatusInput } from '~/shared/dashboard/staff-inputs';

const operator = staffProcedure('operator');

/** Organization applications: approve, reject, suspend, or put an approved one back under review. */
export const applicationsRouter = router({
  list: operator
    .input(applicationsInput)
    .query(({ ctx, input }) => listApplications({ db: ctx.db, status: input.status })),

  setStatus: operator.input(setOrganizationStatusInput).mutation(async ({ ctx, input }) =>
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
  ),
});
