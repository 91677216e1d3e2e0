import { listInvoices } from '~/server/domain/cases/list-invoices';
import { orgProcedure } from '~/server/api/procedures';
import { modeInput } from '~/shared/dashboard/org-inputs';

export const listInvoicesProcedure = orgProcedure('member')
  .input(modeInput)
  .query(({ ctx, input }) =>
    listInvoices({ db: ctx.db, reach: { organizationId: ctx.organizationId }, livemode: !input.test }),
  );
