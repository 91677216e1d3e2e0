import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { ORGANIZATION_STATUSES, organization, type OrganizationStatus } from '~/server/db/schema';
import { recordAudit, type Actor } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { AppError } from '~/server/domain/errors';
import { scheduleNotification } from '~/server/domain/notifications/schedule-notification';

/**
 * Operator review: approve, reject, suspend, or put back under review. Audited. A rejection needs a reason,
 * which the organization's members see; any other status clears it.
 */
export async function setOrganizationStatus(options: {
  db: Db;
  domain: DomainContext;
  organizationId: string;
  status: OrganizationStatus;
  /** Required when rejecting. */
  reason?: string;
  actor: Actor;
}) {
  const { db, organizationId, status, actor } = options;
  if (!ORGANIZATION_STATUSES.includes(status)) throw new AppError('VALIDATION', `status: tidak dikenal: ${status}.`);
  const reason = status === 'rejected' ? (options.reason ?? '').trim() : null;
  if (reason === '') throw new AppError('VALIDATION', 'reason: wajib diisi saat menolak organisasi.');
  if (reason && reason.length > 2000) throw new AppError('VALIDATION', 'reason: maksimal 2.000 karakter.');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(organization).where(eq(organization.id, organizationId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', `Organisasi ${organizationId} tidak ditemukan.`);
    const [after] = await tx
      .update(organization)
      .set({ status, statusChangedAt: now(), rejectionReason: reason })
      .where(eq(organization.id, organizationId))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'organization.status',
      targetType: 'organization',
      targetId: organizationId,
      details: { from: before.status, to: status, ...(reason ? { reason } : {}) },
    });
    // Told once per approval: an organization suspended and approved again hears of it again.
    if (status === 'approved' && before.status !== 'approved')
      await scheduleNotification(tx, options.domain, {
        kind: 'organization_approved',
        organizationId,
        source: `approved:${organizationId}:${after!.statusChangedAt?.toISOString()}`,
      });
    return after!;
  });
}
