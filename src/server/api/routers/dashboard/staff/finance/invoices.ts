import { listInvoices } from '~/server/domain/cases/list-invoices';
import { markInvoicePaid } from '~/server/domain/cases/mark-invoice-paid';
import { staffProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { invoiceIdInput, invoicesInput } from '~/shared/dashboard/staff-inputs';

const finance = staffProcedure('finance');

/**
 * Live invoices of selected bids; marking one paid credits the practitioner's earnings (once). Test invoices are
 * no money: finance neither sees them nor marks them paid (test mode pays them with POST /v1/test/invoices/{id}/pay).
 */
export const invoicesRouter = router({
  list: finance
    .input(invoicesInput)
    .query(({ ctx, input }) => listInvoices({ db: ctx.db, livemode: true, status: input.status })),

  markPaid: finance
    .input(invoiceIdInput)
    .mutation(({ ctx, input }) =>
      markInvoicePaid({ db: ctx.db, domain: ctx.domain, invoiceId: input.invoiceId, livemode: true, actor: ctx.actor }),
    ),
});
