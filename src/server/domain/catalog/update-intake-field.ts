import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { serviceIntakeFields, services } from '~/server/db/schema';
import { recordAudit, type Actor } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { checkIntakeField, type IntakeFieldInput } from './intake-field-rules';
import { lockService } from './lock-service';

/** Edits an intake field's label, description or required flag (the key agents send never changes). Audited. */
export async function updateIntakeField(options: {
  db: Db;
  code: string;
  key: string;
  field: IntakeFieldInput;
  actor: Actor;
}) {
  const { db, code, key, actor } = options;
  const checked = checkIntakeField(options.field);
  // An update that does not say the type keeps the field's.
  const field = options.field.type === undefined ? { ...checked, type: undefined } : checked;
  return db.transaction(async (tx) => {
    await lockService(tx, code);
    const where = and(eq(serviceIntakeFields.serviceCode, code), eq(serviceIntakeFields.key, key));
    const [before] = await tx.select().from(serviceIntakeFields).where(where);
    if (!before) throw new AppError('NOT_FOUND', `Field intake ${key} tidak ada pada layanan ${code}.`);
    const [after] = await tx.update(serviceIntakeFields).set(field).where(where).returning();
    await tx.update(services).set({ updatedAt: now() }).where(eq(services.code, code));
    await recordAudit(tx, {
      actor,
      action: 'service.intake.update',
      targetType: 'service',
      targetId: code,
      details: {
        key,
        from: { label: before.label, required: before.required, description: before.description },
        to: field,
      },
    });
    return {
      key: after!.key,
      label: after!.label,
      required: after!.required,
      description: after!.description,
      type: after!.type,
      position: after!.position,
    };
  });
}
