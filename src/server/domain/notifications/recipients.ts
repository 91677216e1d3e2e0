import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { member, notificationSettings, practitioners, user } from '~/server/db/schema';
import type { NotificationKind } from '~/shared/notifications/kinds';

export type Recipient = { userId: string; email: string; locale: 'id' | 'en' };

const asRecipient = (row: { userId: string; email: string; locale: string }): Recipient => ({
  userId: row.userId,
  email: row.email,
  locale: row.locale === 'en' ? 'en' : 'id',
});

/** The owners and admins of an organization: the people who act on its orders and invoices. */
export async function organizationManagers(db: DbOrTx, organizationId: string): Promise<Recipient[]> {
  const rows = await db
    .select({ userId: user.id, email: user.email, locale: user.locale })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), inArray(member.role, ['owner', 'admin'])));
  return rows.map(asRecipient);
}

/** The owners of an organization who turned on the e-mail of an opt-in kind (a receipt per paid order). */
export async function ownersWhoChose(db: DbOrTx, organizationId: string, kind: NotificationKind): Promise<Recipient[]> {
  const rows = await db
    .select({ userId: user.id, email: user.email, locale: user.locale })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .innerJoin(
      notificationSettings,
      and(
        eq(notificationSettings.userId, user.id),
        eq(notificationSettings.kind, kind),
        eq(notificationSettings.email, true),
      ),
    )
    .where(and(eq(member.organizationId, organizationId), eq(member.role, 'owner')));
  return rows.map(asRecipient);
}

/** Whether some owner of the organization turned on the e-mail of an opt-in kind, as a condition of a statement. */
export function someOwnerChose(organizationId: string | Placeholder, kind: NotificationKind): SQL<boolean> {
  // Spelled out: drizzle writes columns unqualified inside an insert's RETURNING, where this is also used.
  return sql<boolean>`exists (select 1 from member m
    join notification_setting ns on ns.user_id = m.user_id and ns.kind = ${kind} and ns.email
    where m.organization_id = ${organizationId} and m.role = 'owner')`;
}

/** The person behind a practitioner record (none while it is unclaimed). */
export async function practitionerPerson(db: DbOrTx, practitionerId: string | null): Promise<Recipient[]> {
  if (!practitionerId) return [];
  const rows = await db
    .select({ userId: user.id, email: user.email, locale: user.locale })
    .from(practitioners)
    .innerJoin(user, eq(user.id, practitioners.userId))
    .where(eq(practitioners.id, practitionerId));
  return rows.map(asRecipient);
}

/** The platform's operators: they review applications and decide disputes. */
export async function operators(db: DbOrTx): Promise<Recipient[]> {
  const rows = await db
    .select({ userId: user.id, email: user.email, locale: user.locale })
    .from(user)
    .where(eq(user.platformRole, 'operator'));
  return rows.map(asRecipient);
}

/** One account, by id (none if it was deleted). */
export async function personById(db: DbOrTx, userId: string): Promise<Recipient[]> {
  const rows = await db
    .select({ userId: user.id, email: user.email, locale: user.locale })
    .from(user)
    .where(eq(user.id, userId));
  return rows.map(asRecipient);
}
