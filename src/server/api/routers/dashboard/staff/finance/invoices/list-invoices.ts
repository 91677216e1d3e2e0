import { listInvoices } from '~/server/domain/cases/list-invoices';
import { staffProcedure } from '~/server/api/procedures';
import { jakartaDayRange } from '~/shared/dashboard/list-filter';
import { invoicesInput } from '~/shared/dashboard/staff-inputs';

/**
 * Live invoices of selected bids. Test invoices are no money: finance never sees them (test mode pays them with
 * POST /v1/test/invoices/{id}/pay).
 */
export const listInvoicesProcedure = staffProcedure('finance')
  .input(invoicesInput)
  .query(({ ctx, input }) => {
    const { start, end } = jakartaDayRange(input);
    return listInvoices({
      db: ctx.db,
      reach: 'platform',
      livemode: true,
      status: input.status,
      search: input.search || undefined,
      createdFrom: start,
      createdBefore: end,
      startingAfter: input.cursor,
      limit: input.limit,
    });
  });
