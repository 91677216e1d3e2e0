import type { DomainContext } from '~/server/domain/context';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { auditLog, user } from '~/server/db/schema';
import type { Actor } from '~/server/domain/actor';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import { appLink } from '~/server/domain/mail/app-link';
import { queueMail } from '~/server/domain/mail/queue-mail';
import { twoFactorMail, type TwoFactorEvent } from '~/server/domain/mail/two-factor-mail';

const TWO_FACTOR_ACTIONS = {
  enrolled: 'two_factor.enrolled',
  removed: 'two_factor.removed',
  recovery_code_used: 'two_factor.recovery_code_used',
  recovery_codes_regenerated: 'two_factor.recovery_codes_regenerated',
} as const satisfies Record<TwoFactorEvent, string>;

/** Where the person manages their second factor (linked from every two-factor mail). */
const TWO_FACTOR_PAGE = '/akun/dua-faktor';

/**
 * Records a change to a person's second factor: an audit entry (actor and target are the person) and a
 * mail in their language, in one transaction. better-auth makes the change itself; this runs after it.
 * An enrolment is recorded once: a code confirmed while the factor is already on (every sign-in) is not
 * a new enrolment, so `enrolled` is skipped when the person's last enrol/remove entry is an enrolment.
 */
export async function recordTwoFactorEvent(options: {
  db: Db;
  domain: DomainContext;
  userId: string;
  event: TwoFactorEvent;
  remainingRecoveryCodes?: number;
  /** Who made the change: the person (default), or staff through the ops CLI. */
  actor?: Actor;
}): Promise<{ recorded: boolean }> {
  const { db, userId, event } = options;
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ email: user.email, locale: user.locale, enabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    if (!person) return { recorded: false };
    if (event === 'enrolled') {
      if (!person.enabled) return { recorded: false };
      const [last] = await tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.targetType, 'user'),
            eq(auditLog.targetId, userId),
            inArray(auditLog.action, [TWO_FACTOR_ACTIONS.enrolled, TWO_FACTOR_ACTIONS.removed]),
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(1);
      if (last?.action === TWO_FACTOR_ACTIONS.enrolled) return { recorded: false };
    }
    const at = now();
    await recordAudit(tx, {
      actor: options.actor ?? { type: 'user', id: userId },
      action: TWO_FACTOR_ACTIONS[event],
      targetType: 'user',
      targetId: userId,
      details: options.remainingRecoveryCodes === undefined ? {} : { remaining: options.remainingRecoveryCodes },
    });
    const locale = person.locale === 'en' ? 'en' : 'id';
    await queueMail(
      tx,
      options.domain,
      twoFactorMail(
        person.email,
        locale,
        event,
        at,
        appLink(options.domain.settings, TWO_FACTOR_PAGE),
        options.remainingRecoveryCodes,
      ),
    );
    return { recorded: true };
  });
}
