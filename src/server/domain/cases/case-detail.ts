import type { DomainContext } from '~/server/domain/context';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { invoices } from '~/server/db/schema';
import type { Reach } from '~/server/domain/tenant';
import { getCase } from './get-case';
import { invoicePayment } from './invoice-payment';

/**
 * A case as its organization's dashboard shows it, with how to pay its invoice. A test invoice gets no bank
 * details: it is paid in test mode (POST /v1/test/invoices/{id}/pay), never with a real transfer.
 */
export async function caseDetail(options: { db: DbOrTx; domain: DomainContext; caseId: string; reach: Reach }) {
  const { domain, ...scope } = options;
  const view = await getCase(scope);
  const [invoice] = await options.db
    .select({ livemode: invoices.livemode })
    .from(invoices)
    .where(eq(invoices.caseId, view.id));
  return { ...view, payment: invoice?.livemode ? invoicePayment(domain.settings, view.invoice) : null };
}
