import type { DomainContext } from '~/server/domain/context';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { bids, cases, invoices } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import { reachCondition, type Reach } from '~/server/domain/tenant';
import { scheduleNotification } from '~/server/domain/notifications/schedule-notification';
import { caseNotFound, getCase } from './get-case';

/** The client picks one bid: the case becomes `dipilih`, other bids `ditolak`, and an invoice is issued. */
export async function selectBid(options: {
  db: Db;
  domain: DomainContext;
  caseId: string;
  bidId: string;
  /** A case out of reach is NOT_FOUND. */
  reach: Reach;
}) {
  const { db, caseId, bidId, reach } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cases)
      .where(and(eq(cases.id, caseId), reachCondition(reach, cases)))
      .for('update');
    if (!row) throw caseNotFound(caseId);
    const [bid] = await tx
      .select()
      .from(bids)
      .where(and(eq(bids.id, bidId), eq(bids.caseId, caseId)));
    if (!bid) throw new AppError('NOT_FOUND', `Penawaran ${bidId} tidak ditemukan pada kasus ${caseId}.`);
    if (row.status !== 'terbuka')
      throw new AppError('INVALID_STATE', `Kasus ${caseId} berstatus ${row.status}; penawaran tidak bisa dipilih.`);
    const at = now();
    await tx.update(bids).set({ status: 'dipilih' }).where(eq(bids.id, bidId));
    await tx
      .update(bids)
      .set({ status: 'ditolak' })
      .where(and(eq(bids.caseId, caseId), ne(bids.id, bidId)));
    await tx.update(cases).set({ status: 'dipilih', selectedBidId: bidId, updatedAt: at }).where(eq(cases.id, caseId));
    const invoiceId = newId('invoice');
    await tx.insert(invoices).values({
      id: invoiceId,
      organizationId: row.organizationId,
      caseId,
      bidId,
      amountIdr: bid.amountIdr,
      livemode: row.livemode,
      createdAt: at,
    });
    if (row.livemode) {
      await scheduleNotification(tx, options.domain, {
        kind: 'invoice_issued',
        invoiceId,
        source: `invoice_issued:${invoiceId}`,
      });
      await scheduleNotification(tx, options.domain, { kind: 'bid_selected', bidId, source: `bid_selected:${bidId}` });
    }
    return getCase({ db: tx, caseId, reach });
  });
}
