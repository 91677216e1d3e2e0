import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { serviceIntakeFields, services } from '~/server/db/schema';
import { toServiceView, type ServiceView } from './service-view';

/** Escape LIKE wildcards so `?q=` is a plain substring search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Services agents can see: active and not hidden. Bid-based and not-opened ones are listed too. */
export async function listServices(options: { db: DbOrTx; q?: string; category?: string }): Promise<ServiceView[]> {
  const { db, q, category } = options;
  const filters = [eq(services.active, true), eq(services.agentVisible, true)];
  if (category) filters.push(eq(services.category, category));
  if (q && q.trim()) {
    const pattern = likePattern(q.trim());
    filters.push(
      or(ilike(services.name, pattern), ilike(services.description, pattern), ilike(services.code, pattern))!,
    );
  }
  const rows = await db
    .select()
    .from(services)
    .where(and(...filters))
    .orderBy(asc(services.category), asc(services.code));
  if (rows.length === 0) return [];
  const intake = await db
    .select()
    .from(serviceIntakeFields)
    .where(
      inArray(
        serviceIntakeFields.serviceCode,
        rows.map((r) => r.code),
      ),
    );
  return rows.map((r) =>
    toServiceView(
      r,
      intake.filter((f) => f.serviceCode === r.code),
    ),
  );
}
