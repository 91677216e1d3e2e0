import type { DomainContext } from '~/server/domain/context';
import type { Db } from '~/server/db/client';
import type { Actor } from '~/server/domain/actor';
import { getCase } from '~/server/domain/cases/get-case';
import { markInvoicePaid } from '~/server/domain/cases/mark-invoice-paid';
import { AppError } from '~/server/domain/errors';

/**
 * `POST /v1/test/invoices/{id}/pay`: test mode's stand-in for finance marking an invoice paid. The organization's
 * own test invoice becomes `lunas` and the simulated practitioner's test earnings are credited from the test
 * clearing account; live invoices, other organizations' invoices and unknown ids are NOT_FOUND. Answers the case.
 */
export async function payTestInvoice(options: {
  db: Db;
  domain: DomainContext;
  invoiceId: string;
  organizationId: string;
  actor: Actor;
}) {
  const { db, domain, invoiceId, organizationId, actor } = options;
  try {
    const paid = await markInvoicePaid({ db, domain, invoiceId, reach: { organizationId }, livemode: false, actor });
    return await getCase({ db, caseId: paid.case_id, reach: { organizationId, livemode: false } });
  } catch (e) {
    // On /v1 an action the status does not allow is the spec's 409 INVALID_STATE (finance's console says CONFLICT).
    if (e instanceof AppError && e.code === 'CONFLICT') throw new AppError('INVALID_STATE', e.message);
    throw e;
  }
}
