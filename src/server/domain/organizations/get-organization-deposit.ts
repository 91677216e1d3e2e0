import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { organization } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { ledgerBalance, organizationEscrow } from '~/server/domain/ledger/accounts';

/** Which organization an `org_` id names, with its deposit: finance checks it before crediting a transfer. */
export async function getOrganizationDeposit(options: { db: DbOrTx; organizationId: string }) {
  const { db, organizationId } = options;
  const [org] = await db
    .select({ id: organization.id, name: organization.name, status: organization.status })
    .from(organization)
    .where(eq(organization.id, organizationId));
  if (!org) throw new AppError('NOT_FOUND', `Organisasi ${organizationId} tidak ditemukan.`);
  return {
    id: org.id,
    name: org.name,
    status: org.status,
    deposit_idr: await ledgerBalance(db, 'deposit', org.id),
    escrow_idr: await organizationEscrow(db, org.id, true),
  };
}
