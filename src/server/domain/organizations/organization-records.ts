import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { cases, orders } from '~/server/db/schema';

/** Whether the organization has this order (either mode): the dashboard answers 404 for any other id. */
export async function organizationHasOrder(db: DbOrTx, organizationId: string, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.organizationId, organizationId)));
  return !!row;
}

/** Whether the organization has this case (either mode). */
export async function organizationHasCase(db: DbOrTx, organizationId: string, caseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.organizationId, organizationId)));
  return !!row;
}
