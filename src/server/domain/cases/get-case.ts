import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { bids, cases, invoices, practitioners } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { toCaseView, type CaseView } from './case-view';

export const caseNotFound = (id: string) =>
  new AppError('NOT_FOUND', `Kasus ${id} tidak ditemukan.`, { details: { reason: 'CASE' } });

/** A case with its bids and invoice, as its organization sees it. */
export async function getCase(options: {
  db: DbOrTx;
  caseId: string;
  organizationId?: string;
  /** A key's mode: a case of the other mode is NOT_FOUND. */
  livemode?: boolean;
}): Promise<CaseView> {
  const { db, caseId, organizationId } = options;
  const [row] = await db
    .select()
    .from(cases)
    .where(
      and(
        eq(cases.id, caseId),
        organizationId ? eq(cases.organizationId, organizationId) : undefined,
        options.livemode === undefined ? undefined : eq(cases.livemode, options.livemode),
      ),
    );
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
