import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { organization } from '~/server/db/schema';
import type { Actor } from '~/server/domain/actor';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { AppError } from '~/server/domain/errors';
import { hasSecondFactor } from './two-factor-status';

/**
 * An owner requires (or stops requiring) a second factor of every member. Turning it on needs the owner's
 * own factor first, so an owner never locks themselves out of the switch. Audited with old and new values.
 */
export async function setOrganizationTwoFactorRequirement(options: {
  db: Db;
  organizationId: string;
  required: boolean;
  actor: Actor & { type: 'user' | 'cli' };
}) {
  const { db, organizationId, required, actor } = options;
  if (required && actor.type === 'user' && actor.id && !(await hasSecondFactor(db, actor.id))) {
    throw new AppError('FORBIDDEN', 'Aktifkan verifikasi dua langkah Anda sendiri terlebih dahulu.', {
      details: { reason: 'TWO_FACTOR_REQUIRED' },
    });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ required: organization.requireTwoFactor })
      .from(organization)
      .where(eq(organization.id, organizationId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', `Organisasi ${organizationId} tidak ditemukan.`);
    if (before.required !== required) {
      await tx.update(organization).set({ requireTwoFactor: required }).where(eq(organization.id, organizationId));
      await recordAudit(tx, {
        actor,
        action: 'organization.require_two_factor',
        targetType: 'organization',
        targetId: organizationId,
        details: { from: before.required, to: required },
      });
    }
    return { organization_id: organizationId, require_two_factor: required };
  });
}
