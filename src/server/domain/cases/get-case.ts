import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { bids, cases, invoices, practitioners } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { reachCondition, type Reach } from '~/server/domain/tenant';
import { toCaseView, type CaseView } from './case-view';

export const caseNotFound = (id: string) =>
  new AppError('NOT_FOUND', `Kasus ${id} tidak ditemukan.`, { details: { reason: 'CASE' } });

/** A case with its bids and invoice, as its organization sees it. A case out of `reach` is NOT_FOUND. */
export async function getCase(options: { db: DbOrTx; caseId: string; reach: Reach }): Promise<CaseView> {
  const { db, caseId } = options;
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), reachCondition(options.reach, cases)));
  if (!row) throw caseNotFound(caseId);
  const bidRows = await db
    .select({ bid: bids, practitionerName: practitioners.displayName })
    .from(bids)
    .innerJoin(practitioners, eq(practitioners.id, bids.practitionerId))
    .where(eq(bids.caseId, caseId))
    .orderBy(asc(bids.createdAt), asc(bids.id));
  const [invoice] = await db.select().from(invoices).where(eq(invoices.caseId, caseId));
  return toCaseView(
    row,
    bidRows.map((r) => ({ ...r.bid, practitionerName: r.practitionerName })),
    invoice ?? null,
  );
}
