import { listApplications } from '../../../../../domain/organizations/list-applications';
import { toOrganizationView } from '../../../../../domain/organizations/organization-view';
import { setOrganizationStatus } from '../../../../../domain/organizations/set-organization-status';
import { staffProcedure } from '../../../../procedures';
import { router } from '../../../../trpc';
import { applicationsInput, setOrganizationStatusInput } from '../schemas';

const operator = staffProcedure('operator');

/** Organization applications: approve, reject, suspend, or put an approved one back under review. */
export const applicationsRouter = router({
  list: operator.input(applicationsInput).query(({ ctx, input }) => listApplications({ db: ctx.db, status: input.status })),

  setStatus: operator
    .input(setOrganizationStatusInput)
    .mutation(async ({ ctx, input }) =>
      toOrganizationView(await setOrganizationStatus({ db: ctx.db, organizationId: input.organizationId, status: input.status, actor: ctx.actor })),
    ),
});
