import type { DomainContext } from '~/server/domain/context';
import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { bids, invoices } from '~/server/db/schema';
import { recordAudit, type Actor } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { BANK_OWNER } from '~/server/domain/ledger/accounts';
import { modeKinds } from '~/server/domain/ledger/mode-kinds';
import { postLedgerTransaction } from '~/server/domain/ledger/post-transaction';
import { scheduleNotification } from '~/server/domain/notifications/schedule-notification';
import { orgCondition, type OrgReach } from '~/server/domain/tenant';

/**
 * An invoice becomes `lunas` with `paid_at`, and one balanced ledger transaction moves the amount from
 * bank/clearing to the earnings of the practitioner whose bid was selected. A second mark is 409 CONFLICT and
 * changes nothing.
 *
 * `livemode` is the side that asks: finance (live) marks live invoices once the organization's bank transfer
 * arrived; test mode (`POST /v1/test/invoices/{id}/pay`, its key's organization as `reach`) pays test invoices with the
 * test kinds, so nothing reaches the live books. An invoice of the other mode is the same NOT_FOUND as an unknown one.
 */
export async function markInvoicePaid(options: {
  db: Db;
  domain: DomainContext;
  invoiceId: string;
  livemode: boolean;
  reach: OrgReach;
  actor: Actor;
}) {
  const { db, invoiceId, livemode, actor } = options;
  const k = modeKinds(livemode);
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.id, invoiceId),
          eq(invoices.livemode, livemode),
          orgCondition(options.reach, invoices.organizationId),
        ),
      )
      .for('update');
    if (!invoice) throw new AppError('NOT_FOUND', `Invoice ${invoiceId} tidak ditemukan.`);
    if (invoice.status === 'lunas') throw new AppError('CONFLICT', `Invoice ${invoiceId} sudah lunas.`);
    const [bid] = await tx.select({ practitionerId: bids.practitionerId }).from(bids).where(eq(bids.id, invoice.bidId));
    const at = now();
    const ledgerTransactionId = await postLedgerTransaction(tx, {
      kind: k.txn('invoice_payment'),
      description: `Pembayaran invoice ${invoice.id} (kasus ${invoice.caseId})${livemode ? '' : ' (mode uji)'}`,
      line: { code: 'invoice_payment', params: { invoice_id: invoice.id, case_id: invoice.caseId } },
      organizationId: invoice.organizationId,
      legs: [
        { kind: k.clearing, ownerId: BANK_OWNER, amountIdr: -invoice.amountIdr },
        { kind: k.earnings, ownerId: bid!.practitionerId, amountIdr: invoice.amountIdr },
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
      details: { amountIdr: invoice.amountIdr, practitionerId: bid!.practitionerId, ledgerTransactionId, livemode },
    });
    // Test mode tells nobody (as when a test invoice is issued): developers watch the API.
    if (livemode)
      await scheduleNotification(tx, options.domain, {
        kind: 'invoice_paid',
        invoiceId,
        source: `invoice_paid:${invoiceId}`,
      });
    return {
      id: paid!.id,
      case_id: paid!.caseId,
      status: paid!.status,
      amount_idr: paid!.amountIdr,
      paid_at: paid!.paidAt!.toISOString(),
      practitioner_id: bid!.practitionerId,
      ledger_transaction_id: ledgerTransactionId,
    };
  });
}
