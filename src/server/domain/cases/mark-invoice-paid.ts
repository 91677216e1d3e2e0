import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { bids, invoices } from '~/server/db/schema';
import { recordAudit, type Actor } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { BANK_OWNER } from '~/server/domain/ledger/accounts';
import { postLedgerTransaction } from '~/server/domain/ledger/post-transaction';
import { scheduleNotification } from '~/server/domain/notifications/schedule-notification';

/**
 * Finance marks an invoice paid once the organization's bank transfer for it arrived: the invoice becomes
 * `lunas` with `paid_at`, and one balanced ledger transaction moves the amount from bank/clearing to the
 * earnings of the practitioner whose bid was selected. A second mark is 409 CONFLICT and changes nothing.
 */
export async function markInvoicePaid(options: { db: Db; invoiceId: string; actor: Actor }) {
  const { db, invoiceId, actor } = options;
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice) throw new AppError('NOT_FOUND', `Invoice ${invoiceId} tidak ditemukan.`);
    if (invoice.status === 'lunas') throw new AppError('CONFLICT', `Invoice ${invoiceId} sudah lunas.`);
    const [bid] = await tx.select({ practitionerId: bids.practitionerId }).from(bids).where(eq(bids.id, invoice.bidId));
    const at = now();
    const ledgerTransactionId = await postLedgerTransaction(tx, {
      kind: 'invoice_payment',
      description: `Pembayaran invoice ${invoice.id} (kasus ${invoice.caseId})`,
      line: { code: 'invoice_payment', params: { invoice_id: invoice.id, case_id: invoice.caseId } },
      organizationId: invoice.organizationId,
      legs: [
        { kind: 'clearing', ownerId: BANK_OWNER, amountIdr: -invoice.amountIdr },
        { kind: 'earnings', ownerId: bid!.practitionerId, amountIdr: invoice.amountIdr },
      ],
    });
    const [paid] = await tx
      .update(invoices)
      .set({ status: 'lunas', paidAt: at })
      .where(eq(invoices.id, invoiceId))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'invoice.paid',
      targetType: 'invoice',
      targetId: invoiceId,
      details: { amountIdr: invoice.amountIdr, practitionerId: bid!.practitionerId, ledgerTransactionId },
    });
    await scheduleNotification(tx, { kind: 'invoice_paid', invoiceId, source: `invoice_paid:${invoiceId}` });
    return {
      id: paid!.id,
      status: paid!.status,
      amount_idr: paid!.amountIdr,
      paid_at: paid!.paidAt!.toISOString(),
      practitioner_id: bid!.practitionerId,
      ledger_transaction_id: ledgerTransactionId,
    };
  });
}
