import { router } from '~/server/api/trpc';
import { getFinanceHomeProcedure } from './get-home';
import { listInvoicesProcedure } from './invoices/list-invoices';
import { markInvoicePaidProcedure } from './invoices/mark-invoice-paid';
import { getTransferOrganizationProcedure } from './transfers/get-transfer-organization';
import { listTransfersProcedure } from './transfers/list-transfers';
import { recordTransferProcedure } from './transfers/record-transfer';

/** Platform finance: every procedure is guarded by staffProcedure('finance'). */
export const financeRouter = router({
  /** What waits on finance now (the staff console's landing page). */
  home: getFinanceHomeProcedure,
  /** Bank transfers into organization deposits. */
  transfers: router({
    list: listTransfersProcedure,
    organization: getTransferOrganizationProcedure,
    record: recordTransferProcedure,
  }),
  /** Live invoices of selected bids. */
  invoices: router({ list: listInvoicesProcedure, markPaid: markInvoicePaidProcedure }),
});
