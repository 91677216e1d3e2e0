import type { DomainContext } from '~/server/domain/context';
import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { user } from '~/server/db/schema';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { appLink } from '~/server/domain/mail/app-link';
import { queueMail } from '~/server/domain/mail/queue-mail';
import { passwordChangedMail } from '~/server/domain/mail/templates';

/**
 * A signed-in person changed their password (better-auth's /change-password, which also ended their other
 * sessions): it goes in the audit log, and the address is told, so a change they did not make is noticed.
 */
export async function recordPasswordChange(db: Db, options: { domain: DomainContext; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [person] = await tx.select({ email: user.email }).from(user).where(eq(user.id, options.userId));
    if (!person) return;
    await recordAudit(tx, {
      actor: { type: 'user', id: options.userId },
      action: 'account.password_change',
      targetType: 'user',
      targetId: options.userId,
    });
    await queueMail(
      tx,
      options.domain,
      passwordChangedMail(person.email, appLink(options.domain.settings, '/lupa-sandi')),
    );
  });
}
