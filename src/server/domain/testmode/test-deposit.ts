import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { organization } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { BANK_OWNER, ledgerBalance, organizationEscrow } from '~/server/domain/ledger/accounts';
import { modeKinds } from '~/server/domain/ledger/mode-kinds';
import { postLedgerTransaction } from '~/server/domain/ledger/post-transaction';
import { MAX_TEST_TOPUP_IDR } from '~/shared/v1/test-deposit-body';

/**
 * Tops up an organization's test deposit (`POST /v1/test/deposit`, the dashboard's test-mode button): a balanced
 * `test_deposit_topup` from the test clearing account. Live accounts, the live ledger check and finance never see it.
 */
export async function topUpTestDeposit(options: { db: Db; organizationId: string; amountIdr: number }) {
  const { db, organizationId, amountIdr } = options;
  if (!Number.isSafeInteger(amountIdr) || amountIdr <= 0 || amountIdr > MAX_TEST_TOPUP_IDR)
    throw new AppError('VALIDATION', `amount_idr: harus bilangan bulat 1..${MAX_TEST_TOPUP_IDR}.`);
  const k = modeKinds(false);
  return db.transaction(async (tx) => {
    const [org] = await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, organizationId));
    if (!org) throw new AppError('NOT_FOUND', `Organisasi ${organizationId} tidak ditemukan.`);
    await postLedgerTransaction(tx, {
      kind: k.txn('deposit_topup'),
      description: 'Top-up deposit uji (mode uji)',
      line: { code: 'test_deposit_topup', params: {} },
      organizationId,
      legs: [
        { kind: k.clearing, ownerId: BANK_OWNER, amountIdr: -amountIdr },
        { kind: k.deposit, ownerId: organizationId, amountIdr },
      ],
    });
    return testBalance(tx, organizationId);
  });
}

/** The test deposit and test escrow of an organization. */
export async function testBalance(db: Parameters<typeof ledgerBalance>[0], organizationId: string) {
  return {
    organization_id: organizationId,
    currency: 'IDR' as const,
    livemode: false as const,
    deposit_idr: await ledgerBalance(db, modeKinds(false).deposit, organizationId),
    escrow_idr: await organizationEscrow(db, organizationId, false),
  };
}
