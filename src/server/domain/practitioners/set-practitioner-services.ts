import { eq, inArray } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { practitionerServices, practitioners, services } from '~/server/db/schema';
import { recordAudit, type Actor } from '~/server/domain/audit/record-audit';
import { AppError } from '~/server/domain/errors';

/** Replaces the services a practitioner is qualified for (offers follow the new list). Audited. */
export async function setPractitionerServices(options: {
  db: Db;
  practitionerId: string;
  serviceCodes: string[];
  actor: Actor;
}) {
  const { db, practitionerId, actor } = options;
  const codes = [...new Set(options.serviceCodes.map((c) => c.trim()).filter(Boolean))].sort();
  if (codes.length === 0) throw new AppError('VALIDATION', 'services: minimal satu layanan.');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: practitioners.id })
      .from(practitioners)
      .where(eq(practitioners.id, practitionerId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', `Praktisi ${practitionerId} tidak ditemukan.`);
    const known = await tx.select({ code: services.code }).from(services).where(inArray(services.code, codes));
    const unknown = codes.filter((c) => !known.some((k) => k.code === c));
    if (unknown.length) throw new AppError('VALIDATION', `services: tidak dikenal: ${unknown.join(', ')}.`);
    const before = (
      await tx.select().from(practitionerServices).where(eq(practitionerServices.practitionerId, practitionerId))
    )
      .map((r) => r.serviceCode)
      .sort();
    await tx.delete(practitionerServices).where(eq(practitionerServices.practitionerId, practitionerId));
    await tx.insert(practitionerServices).values(codes.map((serviceCode) => ({ practitionerId, serviceCode })));
    if (before.join(',') !== codes.join(',')) {
      await recordAudit(tx, {
        actor,
        action: 'practitioner.services',
        targetType: 'practitioner',
        targetId: practitionerId,
        details: { from: before, to: codes },
      });
    }
    return { id: practitionerId, services: codes };
  });
}
