import { asc } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { serviceIntakeFields, services } from '~/server/db/schema';

/** Every catalog entry, whatever agents may see, with all its flags and intake fields (operator view). */
export async function listCatalogForStaff(options: { db: DbOrTx }) {
  const { db } = options;
  const rows = await db.select().from(services).orderBy(asc(services.category), asc(services.code));
  const fields = await db
    .select()
    .from(serviceIntakeFields)
    .orderBy(asc(serviceIntakeFields.position), asc(serviceIntakeFields.key));
  return rows.map((s) => ({
    code: s.code,
    name: s.name,
    description: s.description,
    category: s.category,
    price_idr: s.priceIdr,
    sla_hours: s.slaHours,
    pricing: s.pricing,
    active: s.active,
    agent_visible: s.agentVisible,
    agent_orderable: s.agentOrderable,
    intake: fields
      .filter((f) => f.serviceCode === s.code)
      .map((f) => ({
        key: f.key,
        label: f.label,
        required: f.required,
        description: f.description,
        position: f.position,
      })),
    updated_at: s.updatedAt.toISOString(),
  }));
}
