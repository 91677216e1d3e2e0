import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invitation, member } from '../../db/schema';
import { now } from '../clock';
import { randomBase62 } from '../ids';

/** When someone signs up with an invited e-mail, the pending invitations become memberships. */
export async function acceptInvitationsForUser(options: { db: DbOrTx; userId: string; email: string }): Promise<string[]> {
  const { db, userId } = options;
  const at = now();
  const pending = await db
    .select()
    .from(invitation)
    .where(and(eq(invitation.email, options.email.trim().toLowerCase()), eq(invitation.status, 'pending'), gt(invitation.expiresAt, at)));
  for (const invite of pending) {
    await db
      .insert(member)
      .values({ id: `mem_${randomBase62(24)}`, organizationId: invite.organizationId, userId, role: invite.role ?? 'member', createdAt: at })
      .onConflictDoNothing();
    await db.update(invitation).set({ status: 'accepted' }).where(eq(invitation.id, invite.id));
  }
  return pending.map((i) => i.organizationId);
}
