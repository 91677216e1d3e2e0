import { listInvoices } from '~/server/domain/cases/list-invoices';
import { orgProcedure } from '~/server/api/procedures';
import { jakartaDayRange } from '~/shared/dashboard/list-filter';
import { listInvoicesInput } from '~/shared/dashboard/org-inputs';

export const listInvoicesProcedure = orgProcedure('member')
  .input(listInvoicesInput)
  .query(({ ctx, input }) => {
    const { start, end } = jakartaDayRange(input);
    return listInvoices({
      db: ctx.db,
      reach: { organizationId: ctx.organizationId },
      livemode: !input.test,
      status: input.status,
      search: input.search || undefined,
      createdFrom: start,
      createdBefore: end,
      startingAfter: input.cursor,
      limit: input.limit,
    });
  });
