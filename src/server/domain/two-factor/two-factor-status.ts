import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { organization, user } from '~/server/db/schema';

/** Whether the person has a confirmed second factor (better-auth sets the flag once a code confirms it). */
export async function hasSecondFactor(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  return row?.on ?? false;
}

/** Whether the organization's owners require a second factor of every member. */
export async function organizationRequiresTwoFactor(db: DbOrTx, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: organization.requireTwoFactor })
    .from(organization)
    .where(eq(organization.id, organizationId));
  return row?.required ?? false;
}
