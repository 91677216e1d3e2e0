import { markInvoicePaid } from '~/server/domain/cases/mark-invoice-paid';
import { staffProcedure } from '~/server/api/procedures';
import { invoiceIdInput } from '~/shared/dashboard/staff-inputs';

/** Marking a live invoice paid credits the practitioner's earnings (once); a test invoice is not finance's. */
export const markInvoicePaidProcedure = staffProcedure('finance')
  .input(invoiceIdInput)
  .mutation(({ ctx, input }) =>
    markInvoicePaid({
      db: ctx.db,
      domain: ctx.domain,
      invoiceId: input.invoiceId,
      reach: 'platform',
      livemode: true,
      actor: ctx.actor,
    }),
  );
