import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { serviceIntakeFields, services } from '~/server/db/schema';
import { recordAudit, type Actor } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { lockService } from './lock-service';

/** Removes an intake field from a service (orders already placed keep their values). Audited. */
export async function removeIntakeField(options: { db: Db; code: string; key: string; actor: Actor }) {
  const { db, code, key, actor } = options;
  return db.transaction(async (tx) => {
    await lockService(tx, code);
    const [removed] = await tx
      .delete(serviceIntakeFields)
      .where(and(eq(serviceIntakeFields.serviceCode, code), eq(serviceIntakeFields.key, key)))
      .returning();
    if (!removed) throw new AppError('NOT_FOUND', `Field intake ${key} tidak ada pada layanan ${code}.`);
    await tx.update(services).set({ updatedAt: now() }).where(eq(services.code, code));
    await recordAudit(tx, {
      actor,
      action: 'service.intake.remove',
      targetType: 'service',
      targetId: code,
      details: { key, label: removed.label, required: removed.required, description: removed.description },
    });
    return { removed: key };
  });
}
