import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { services } from '~/server/db/schema';
import { recordAudit, type Actor } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { lockService } from './lock-service';

export type ServiceChanges = Partial<{
  name: string;
  description: string;
  category: string;
  priceIdr: number;
  slaHours: number;
  pricing: 'fixed' | 'bid';
  active: boolean;
  agentVisible: boolean;
  agentOrderable: boolean;
}>;

function check(changes: ServiceChanges) {
  for (const field of ['name', 'description', 'category'] as const) {
    const value = changes[field];
    if (value !== undefined && !value.trim()) throw new AppError('VALIDATION', `${field}: wajib diisi.`);
  }
  if (changes.priceIdr !== undefined && (!Number.isSafeInteger(changes.priceIdr) || changes.priceIdr <= 0)) {
    throw new AppError('VALIDATION', 'price_idr: harus bilangan bulat > 0.');
  }
  if (changes.slaHours !== undefined && (!Number.isSafeInteger(changes.slaHours) || changes.slaHours <= 0)) {
    throw new AppError('VALIDATION', 'sla_hours: harus bilangan bulat > 0.');
  }
  if (changes.pricing !== undefined && changes.pricing !== 'fixed' && changes.pricing !== 'bid') {
    throw new AppError('VALIDATION', 'pricing: fixed atau bid.');
  }
}

/**
 * An operator edits a catalog entry (price, SLA, pricing, active, agent access, texts). Orders already
 * placed keep their own price and intake. Audited with the fields that changed, before and after.
 */
export async function updateService(options: { db: Db; code: string; changes: ServiceChanges; actor: Actor }) {
  const { db, code, actor } = options;
  const changes = Object.fromEntries(
    Object.entries(options.changes).filter(([, v]) => v !== undefined),
  ) as ServiceChanges;
  check(changes);
  for (const field of ['name', 'description', 'category'] as const)
    if (changes[field] !== undefined) changes[field] = changes[field]!.trim();
  return db.transaction(async (tx) => {
    const before = await lockService(tx, code);
    const changed = (Object.keys(changes) as (keyof ServiceChanges)[]).filter((k) => before[k] !== changes[k]);
    if (changed.length === 0) return before;
    const [after] = await tx
      .update(services)
      .set({ ...Object.fromEntries(changed.map((k) => [k, changes[k]])), updatedAt: now() })
      .where(eq(services.code, code))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'service.update',
      targetType: 'service',
      targetId: code,
      details: {
        from: Object.fromEntries(changed.map((k) => [k, before[k]])),
        to: Object.fromEntries(changed.map((k) => [k, changes[k]])),
      },
    });
    return after!;
  });
}
