import type { DomainContext } from '~/server/domain/context';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { organization, orders } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { ledgerBalance, organizationEscrow } from '~/server/domain/ledger/accounts';
import { topUpInstructions } from './transfer-instructions';

/**
 * What an organization's members see first: review status and application, the approval threshold,
 * money at a glance, orders waiting for approval, and how to top up the deposit (not when rejected).
 */
export async function organizationOverview(options: { db: DbOrTx; domain: DomainContext; organizationId: string }) {
  const { db, domain, organizationId } = options;
  const [org] = await db.select().from(organization).where(eq(organization.id, organizationId));
  if (!org) throw new AppError('NOT_FOUND', `Organisasi ${organizationId} tidak ditemukan.`);
  const [waiting] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(eq(orders.organizationId, organizationId), eq(orders.status, 'menunggu_bayar'), eq(orders.livemode, true)),
    );
  return {
    id: org.id,
    name: org.name,
    status: org.status,
    /** The operator's reason while rejected. */
    rejection_reason: org.status === 'rejected' ? org.rejectionReason : null,
    status_changed_at: org.statusChangedAt?.toISOString() ?? null,
    created_at: org.createdAt.toISOString(),
    application: {
      company_name: org.companyName,
      website: org.website,
      use_case: org.useCase,
      expected_volume: org.expectedVolume,
      submitted_at: org.applicationSubmittedAt?.toISOString() ?? null,
    },
    approval_threshold_idr: org.approvalThresholdIdr,
    /** The owners require a second factor of every member. */
    require_two_factor: org.requireTwoFactor,
    deposit_idr: await ledgerBalance(db, 'deposit', organizationId),
    escrow_idr: await organizationEscrow(db, organizationId, true),
    orders_awaiting_approval: Number(waiting?.n ?? 0),
    /** Null for a rejected organization: it cannot top up. */
    transfer: topUpInstructions(domain.settings, org),
  };
}
