import { eq, is, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { bankTransfers, organization } from '~/server/db/schema';
import { recordAudit, type Actor } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { AppError } from '~/server/domain/errors';
import { scheduleNotification } from '~/server/domain/notifications/schedule-notification';
import { BANK_OWNER, ledgerBalance } from './accounts';
import { postLedgerTransaction } from './post-transaction';

/**
 * Finance records a bank transfer. The bank reference is the primary key of bank_transfer, so the same
 * transfer can never be credited twice, even by two clerks at once.
 */
export async function recordDeposit(options: {
  db: Db;
  domain: DomainContext;
  organizationId: string;
  amountIdr: number;
  reference: string;
  actor: Actor;
}) {
  const { db, organizationId, amountIdr, actor } = options;
  const reference = options.reference.trim();
  if (!reference) throw new AppError('VALIDATION', 'reference: wajib diisi.');
  if (!Number.isSafeInteger(amountIdr) || amountIdr <= 0)
    throw new AppError('VALIDATION', 'amount: harus bilangan bulat > 0.');

  return db
    .transaction(async (tx) => {
      const [org] = await tx
        .select({ id: organization.id })
        .from(organization)
        .where(eq(organization.id, organizationId));
      if (!org) throw new AppError('NOT_FOUND', `Organisasi ${organizationId} tidak ditemukan.`);

      const ledgerTransactionId = await postLedgerTransaction(tx, {
        kind: 'deposit_topup',
        description: `Transfer bank ${reference}`,
        line: { code: 'deposit_topup', params: { reference } },
        organizationId,
        legs: [
          { kind: 'clearing', ownerId: BANK_OWNER, amountIdr: -amountIdr },
          { kind: 'deposit', ownerId: organizationId, amountIdr },
        ],
      });
      const [inserted] = await tx
        .insert(bankTransfers)
        .values({
          reference,
          organizationId,
          amountIdr,
          ledgerTransactionId,
          recordedBy: actor.type === 'user' ? actor.id : null,
          createdAt: now(),
        })
        .onConflictDoNothing({ target: bankTransfers.reference })
        .returning();
      if (!inserted) {
        // Already recorded: undo this attempt's ledger posting and report what exists.
        const [existing] = await tx.select().from(bankTransfers).where(eq(bankTransfers.reference, reference));
        tx.rollback();
        return { existing: existing! };
      }
      await recordAudit(tx, {
        actor,
        action: 'deposit.record',
        targetType: 'organization',
        targetId: organizationId,
        details: { reference, amountIdr },
      });
      await scheduleNotification(tx, options.domain, {
        kind: 'deposit_credited',
        organizationId,
        reference,
        source: `deposit:${reference}`,
      });
      return { deposit_idr: await ledgerBalance(tx, 'deposit', organizationId) };
    })
    .catch(async (e: unknown) => {
      // Drizzle's own test, not instanceof: a bundle may hold drizzle-orm twice, and the class would not match.
      if (is(e, TransactionRollbackError)) {
        const [existing] = await db.select().from(bankTransfers).where(eq(bankTransfers.reference, reference));
        if (!existing || existing.organizationId !== organizationId || existing.amountIdr !== amountIdr) {
          throw new AppError(
            'CONFLICT',
            `Referensi bank ${reference} sudah dicatat dengan organisasi atau jumlah lain.`,
            { details: { reason: 'BANK_REFERENCE_TAKEN', reference } },
          );
        }
        return { deposit_idr: await ledgerBalance(db, 'deposit', organizationId), already_recorded: true as const };
      }
      throw e;
    });
}
