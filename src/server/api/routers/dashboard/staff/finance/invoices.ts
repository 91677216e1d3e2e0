import { listInvoices } from '~/server/domain/cases/list-invoices';
import { markInvoicePaid } from '~/server/domain/cases/mark-invoice-paid';
import { staffProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { invoiceIdInput, invoicesInput } from '~/shared/dashboard/staff-inputs';

const finance = staffProcedure('finance');

/** Invoices of selected bids; marking one paid credits the practitioner's earnings (once). */
export const invoicesRouter = router({
  list: finance.input(invoicesInput).query(({ ctx, input }) => listInvoices({ db: ctx.db, status: input.status })),

  markPaid: finance
    .input(invoiceIdInput)
    .mutation(({ ctx, input }) => markInvoicePaid({ db: ctx.db, invoiceId: input.invoiceId, actor: ctx.actor })),
});
