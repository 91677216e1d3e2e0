import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { member, practitioners } from '~/server/db/schema';
import type { MemberRole } from '~/shared/member-roles';

/** The person's role in the organization, or null when not a member. */
export async function membershipRole(db: DbOrTx, organizationId: string, userId: string): Promise<MemberRole | null> {
  const [row] = await db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)));
  const role = row?.role;
  return role === 'owner' || role === 'admin' || role === 'member' ? role : null;
}

export async function practitionerIdOfUser(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: practitioners.id })
    .from(practitioners)
    .where(and(eq(practitioners.userId, userId), eq(practitioners.active, true)));
  return row?.id ?? null;
}

/** The organizations the person is a member of (any role). */
export async function organizationIdsOfUser(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ id: member.organizationId }).from(member).where(eq(member.userId, userId));
  return rows.map((r) => r.id);
}
