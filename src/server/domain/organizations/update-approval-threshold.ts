import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { organization } from '~/server/db/schema';
import type { Actor } from '~/server/domain/actor';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { AppError } from '~/server/domain/errors';

/** Highest threshold accepted (a trillion rupiah): beyond it the setting would mean "never ask". */
const MAX_APPROVAL_THRESHOLD_IDR = 1_000_000_000_000;

/**
 * An owner or admin sets the price above which an order waits for approval (price > threshold). Applies
 * to orders created from now on; orders already waiting keep waiting. Audited with old and new values.
 */
export async function updateApprovalThreshold(options: {
  db: Db;
  organizationId: string;
  thresholdIdr: number;
  actor: Actor;
}) {
  const { db, organizationId, thresholdIdr, actor } = options;
  if (!Number.isSafeInteger(thresholdIdr) || thresholdIdr < 0 || thresholdIdr > MAX_APPROVAL_THRESHOLD_IDR) {
    throw new AppError('VALIDATION', `approval_threshold_idr: bilangan bulat 0 sampai ${MAX_APPROVAL_THRESHOLD_IDR}.`);
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ threshold: organization.approvalThresholdIdr })
      .from(organization)
      .where(eq(organization.id, organizationId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', `Organisasi ${organizationId} tidak ditemukan.`);
    await tx
      .update(organization)
      .set({ approvalThresholdIdr: thresholdIdr })
      .where(eq(organization.id, organizationId));
    await recordAudit(tx, {
      actor,
      action: 'organization.approval_threshold',
      targetType: 'organization',
      targetId: organizationId,
      details: { from: before.threshold, to: thresholdIdr },
    });
    return { organization_id: organizationId, approval_threshold_idr: thresholdIdr };
  });
}
