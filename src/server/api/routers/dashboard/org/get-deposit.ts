import { organizationLedger } from '~/server/domain/ledger/organization-ledger';
import { organizationTopUp } from '~/server/domain/organizations/transfer-instructions';
import { orgProcedure } from '~/server/api/procedures';
import { jakartaDayRange } from '~/shared/dashboard/list-filter';
import { depositInput } from '~/shared/dashboard/org-inputs';

/** The deposit page: the ledger, a page at a time, and how to top it up. */
export const getDepositProcedure = orgProcedure('member')
  .input(depositInput)
  .query(async ({ ctx, input }) => ({
    ...(await organizationLedger({
      db: ctx.db,
      organizationId: ctx.organizationId,
      before: input.before,
      limit: input.limit,
      kind: input.kind,
      search: input.search,
      createdFrom: jakartaDayRange(input).start,
      createdBefore: jakartaDayRange(input).end,
    })),
    transfer: await organizationTopUp(ctx.db, ctx.domain.settings, ctx.organizationId),
  }));
