import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { invoices } from '~/server/db/schema';
import { getCase } from './get-case';
import { invoicePayment } from './invoice-payment';

/**
 * A case as its organization's dashboard shows it, with how to pay its invoice. A test invoice gets no bank
 * details: it is paid in test mode (POST /v1/test/invoices/{id}/pay), never with a real transfer.
 */
export async function caseDetail(options: { db: DbOrTx; caseId: string; organizationId: string }) {
  const view = await getCase(options);
  const [invoice] = await options.db
    .select({ livemode: invoices.livemode })
    .from(invoices)
    .where(eq(invoices.caseId, view.id));
  return { ...view, payment: invoice?.livemode ? invoicePayment(view.invoice) : null };
}
