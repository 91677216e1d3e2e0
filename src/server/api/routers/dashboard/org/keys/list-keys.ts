import { listApiKeys } from '~/server/domain/keys/list-api-keys';
import { orgProcedure } from '~/server/api/procedures';
import { modeInput } from '~/shared/dashboard/org-inputs';

/** Live keys, or with `test` (the test-mode switch) test keys only. */
export const listKeysProcedure = orgProcedure('member')
  .input(modeInput)
  .query(({ ctx, input }) =>
    listApiKeys({ db: ctx.db, organizationId: ctx.organizationId, livemode: !input.test, oauth: false }),
  );
