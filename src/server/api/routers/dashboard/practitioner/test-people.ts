// Test helpers (not a test file): people who call the dashboard routers in the practitioner and staff tests.
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '~/server/api/context';
import type { Db } from '~/server/db/client';
import { offers, orders } from '~/server/db/schema';
import { createClaimedPractitioner } from '~/test/practitioners';
import { createUser } from '~/test/dashboard';

export type PractitionerPerson = { user: SessionUser; practitionerId: string };

/** A signed-in person who is a practitioner qualified for `services` (the account first, then the link). */
export async function createPractitionerUser(db: Db, name: string, services: string[]): Promise<PractitionerPerson> {
  const user = await createUser(db, { name });
  const { id } = await createClaimedPractitioner({ db, name, email: user.email, serviceCodes: services });
  return { user, practitionerId: id };
}

/** The practitioner whose offer of this order is live, or null. */
export async function liveOfferOf(db: Db, orderId: string): Promise<{ id: string; practitionerId: string } | null> {
  const [offer] = await db
    .select({ id: offers.id, practitionerId: offers.practitionerId })
    .from(offers)
    .where(and(eq(offers.orderId, orderId), eq(offers.status, 'aktif')));
  return offer ?? null;
}

export async function orderRow(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}
