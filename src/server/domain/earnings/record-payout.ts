import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { ledgerAccounts, practitioners } from '~/server/db/schema';
import { recordAudit, type Actor } from '~/server/domain/audit/record-audit';
import { AppError } from '~/server/domain/errors';
import { BANK_OWNER, ledgerAccountId } from '~/server/domain/ledger/accounts';
import { postLedgerTransaction } from '~/server/domain/ledger/post-transaction';

/**
 * Finance records money transferred to a practitioner: earnings → bank/clearing (`practitioner_payout`), so
 * the earnings balance is what the service still owes. Never more than that balance. Audited.
 */
export async function recordPayout(options: {
  db: Db;
  practitionerId: string;
  amountIdr: number;
  /** The bank reference of the outgoing transfer. */
  reference: string;
  actor: Actor;
}) {
  const { db, practitionerId, amountIdr, actor } = options;
  const reference = options.reference.trim();
  if (!reference) throw new AppError('VALIDATION', 'reference: wajib diisi.');
  if (!Number.isSafeInteger(amountIdr) || amountIdr <= 0)
    throw new AppError('VALIDATION', 'amount: harus bilangan bulat > 0.');
  return db.transaction(async (tx) => {
    const [prac] = await tx
      .select({ id: practitioners.id })
      .from(practitioners)
      .where(eq(practitioners.id, practitionerId));
    if (!prac) throw new AppError('NOT_FOUND', `Praktisi ${practitionerId} tidak ditemukan.`);
    // The earnings account is locked so two payouts cannot both pass the balance check.
    const accountId = await ledgerAccountId(tx, 'earnings', practitionerId);
    const [account] = await tx
      .select({ balance: ledgerAccounts.balanceIdr })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accountId))
      .for('update');
    const balance = account!.balance;
    if (amountIdr > balance)
      throw new AppError(
        'CONFLICT',
        `Pembayaran Rp ${amountIdr} melebihi pendapatan yang belum dibayar (Rp ${balance}).`,
      );
    const transactionId = await postLedgerTransaction(tx, {
      kind: 'practitioner_payout',
      description: `Pembayaran ke praktisi, transfer ${reference}`,
      line: { code: 'practitioner_payout', params: { reference } },
      legs: [
        { kind: 'earnings', ownerId: practitionerId, amountIdr: -amountIdr },
        { kind: 'clearing', ownerId: BANK_OWNER, amountIdr },
      ],
    });
    await recordAudit(tx, {
      actor,
      action: 'practitioner.payout',
      targetType: 'practitioner',
      targetId: practitionerId,
      details: { reference, amountIdr },
    });
    return { transaction_id: transactionId, paid_idr: amountIdr, balance_idr: balance - amountIdr };
  });
}
