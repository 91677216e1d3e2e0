import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { serviceIntakeFields, services } from '~/server/db/schema';

export type LabelledIntakeItem = { key: string; label: string; value: string };

/**
 * Labels for the intake of orders of the given services: `label(code, intake)` lists the service's fields
 * in catalog order, then any key the service no longer defines (an operator may have removed it since).
 */
export async function intakeLabeller(db: DbOrTx, serviceCodes: string[]) {
  const codes = [...new Set(serviceCodes)];
  const fields = codes.length
    ? await db
        .select()
        .from(serviceIntakeFields)
        .where(inArray(serviceIntakeFields.serviceCode, codes))
        .orderBy(asc(serviceIntakeFields.position))
    : [];
  return (serviceCode: string, intake: Record<string, string>): LabelledIntakeItem[] => {
    const own = fields.filter((f) => f.serviceCode === serviceCode);
    const known = own
      .filter((f) => f.key in intake)
      .map((f) => ({ key: f.key, label: f.label, value: intake[f.key]! }));
    const extra = Object.keys(intake)
      .filter((k) => !own.some((f) => f.key === k))
      .map((k) => ({ key: k, label: k, value: intake[k]! }));
    return [...known, ...extra];
  };
}

/** What a person reads on an order page: the service's name and the intake under the catalog's labels. */
export async function orderReading(db: DbOrTx, serviceCode: string, intake: Record<string, string>) {
  const [service] = await db
    .select({ name: services.name })
    .from(services)
    .where(eq(services.code, serviceCode))
    .limit(1);
  const label = await intakeLabeller(db, [serviceCode]);
  return { service_name: service?.name ?? serviceCode, intake_fields: label(serviceCode, intake) };
}
