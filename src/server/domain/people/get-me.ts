import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { member, organization, user } from '~/server/db/schema';
import { practitionerIdOfUser } from './roles';

/** Who the signed-in person is and where they belong: drives navigation and page guards. */
export async function getMe(options: { db: DbOrTx; userId: string }) {
  const { db, userId } = options;
  const [me] = await db.select().from(user).where(eq(user.id, userId));
  const memberships = await db
    .select({
      organizationId: organization.id,
      name: organization.name,
      status: organization.status,
      role: member.role,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(asc(organization.createdAt));
  return {
    id: me!.id,
    name: me!.name,
    email: me!.email,
    locale: me!.locale,
    platformRole: me!.platformRole,
    practitionerId: await practitionerIdOfUser(db, userId),
    memberships,
  };
}
