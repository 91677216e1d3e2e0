import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { serviceIntakeFields, services } from '~/server/db/schema';
import type * as schema from '~/server/db/schema';
import { CATALOG_SEED } from './catalog-seed-data';

/**
 * Insert-only: adds services that are missing (with their intake) and never touches one that exists,
 * so an operator's edits survive every restart.
 */
export async function seedCatalog(db: PostgresJsDatabase<typeof schema>): Promise<{ inserted: string[] }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(services)
      .values(
        CATALOG_SEED.map((s) => ({
          code: s.code,
          name: s.name,
          description: s.description,
          category: s.category,
          priceIdr: s.price_idr,
          slaHours: s.sla_hours,
          pricing: s.pricing,
          active: s.active,
          agentVisible: s.agent_visible,
          agentOrderable: s.agent_orderable,
        })),
      )
      .onConflictDoNothing({ target: services.code })
      .returning({ code: services.code });
    const fresh = new Set(inserted.map((r) => r.code));
    const fields = CATALOG_SEED.filter((s) => fresh.has(s.code)).flatMap((s) =>
      s.intake.map((f, position) => ({ serviceCode: s.code, ...f, position })),
    );
    if (fields.length > 0) await tx.insert(serviceIntakeFields).values(fields);
    return { inserted: [...fresh] };
  });
}
