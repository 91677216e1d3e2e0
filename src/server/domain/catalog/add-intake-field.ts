import { eq, max } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { serviceIntakeFields, services } from '~/server/db/schema';
import { recordAudit, type Actor } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { checkIntakeField, INTAKE_KEY, type IntakeFieldInput } from './intake-field-rules';
import { lockService } from './lock-service';

/** Adds an intake field at the end of a service's list. Audited. */
export async function addIntakeField(options: {
  db: Db;
  code: string;
  key: string;
  field: IntakeFieldInput;
  actor: Actor;
}) {
  const { db, code, actor } = options;
  const key = options.key.trim();
  if (!INTAKE_KEY.test(key))
    throw new AppError(
      'VALIDATION',
      'key: huruf kecil, angka dan garis bawah, diawali huruf (contoh: nama_perusahaan).',
    );
  const field = checkIntakeField(options.field);
  return db.transaction(async (tx) => {
    await lockService(tx, code);
    const existing = await tx
      .select({ key: serviceIntakeFields.key })
      .from(serviceIntakeFields)
      .where(eq(serviceIntakeFields.serviceCode, code));
    if (existing.some((f) => f.key === key))
      throw new AppError('CONFLICT', `Field intake ${key} sudah ada pada layanan ${code}.`);
    const [last] = await tx
      .select({ position: max(serviceIntakeFields.position) })
      .from(serviceIntakeFields)
      .where(eq(serviceIntakeFields.serviceCode, code));
    const position = (last?.position ?? -1) + 1;
    await tx.insert(serviceIntakeFields).values({ serviceCode: code, key, ...field, position });
    await tx.update(services).set({ updatedAt: now() }).where(eq(services.code, code));
    await recordAudit(tx, {
      actor,
      action: 'service.intake.add',
      targetType: 'service',
      targetId: code,
      details: { key, ...field },
    });
    return { key, ...field, position };
  });
}
