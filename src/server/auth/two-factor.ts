import type { DomainContext } from '~/server/domain/context';
import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import type { Db } from '~/server/db/client';
import { twoFactor } from '~/server/db/schema';
import type { TwoFactorEvent } from '~/server/domain/mail/two-factor-mail';
import { recordTwoFactorEvent } from '~/server/domain/two-factor/record-two-factor-event';
import { logger } from '~/server/logger';

/**
 * better-auth's two-factor plugin as the service uses it: TOTP only (no mailed one-time codes), confirmed
 * with a code before it counts (no skipVerificationOnEnable), a password for every change, ten recovery
 * codes stored encrypted. Its own limits stay: 3 calls per 10 s per client on /two-factor/*, 5 tries per
 * sign-in challenge (10 minutes), and 10 failed codes lock the account's code step for 15 minutes.
 */
export const TWO_FACTOR_OPTIONS = {
  issuer: 'Agent Order Service',
  allowPasswordless: false,
  skipVerificationOnEnable: false,
  backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
  accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 900 },
} as const satisfies Parameters<typeof twoFactorPlugin>[0];

type AfterHookContext = {
  path?: string;
  context: {
    returned?: unknown;
    session?: { user: { id: string } } | null;
    secretConfig: Parameters<typeof symmetricDecrypt>[0]['key'];
  };
};

const EVENT_OF_PATH: Record<string, TwoFactorEvent> = {
  '/two-factor/verify-totp': 'enrolled',
  '/two-factor/disable': 'removed',
  '/two-factor/verify-backup-code': 'recovery_code_used',
  '/two-factor/generate-backup-codes': 'recovery_codes_regenerated',
};

/** How many recovery codes the person has left (decrypted only to count them). */
async function remainingRecoveryCodes(db: Db, userId: string, key: AfterHookContext['context']['secretConfig']) {
  const [row] = await db.select({ codes: twoFactor.backupCodes }).from(twoFactor).where(eq(twoFactor.userId, userId));
  if (!row) return 0;
  const codes: unknown = JSON.parse(await symmetricDecrypt({ key, data: row.codes }));
  return Array.isArray(codes) ? codes.length : 0;
}

/**
 * After a successful two-factor call, the audit entry and the mail (domain `recordTwoFactorEvent`). A
 * confirmed TOTP code is an enrolment only the first time (the domain tells); every sign-in passes here too.
 */
export async function recordTwoFactorOutcome(db: Db, domain: DomainContext, ctx: AfterHookContext): Promise<void> {
  const event = ctx.path ? EVENT_OF_PATH[ctx.path] : undefined;
  const returned = ctx.context.returned;
  if (!event || !returned || returned instanceof Error || (returned as { status?: unknown }).status === false) return;
  const userId = (returned as { user?: { id?: unknown } }).user?.id ?? ctx.context.session?.user.id;
  if (typeof userId !== 'string') {
    logger.warn({ path: ctx.path }, 'two-factor change without a known person: not recorded');
    return;
  }
  await recordTwoFactorEvent({
    db,
    domain,
    userId,
    event,
    remainingRecoveryCodes:
      event === 'recovery_code_used' ? await remainingRecoveryCodes(db, userId, ctx.context.secretConfig) : undefined,
  });
}

/**
 * The plugin would remember a device for 30 days on `trustDevice: true` and then skip the code there; the
 * service asks for the code at every sign-in (staff act on money and secrets), so the flag is refused.
 */
export function refuseTrustedDevice(ctx: { path?: string; body?: unknown }): void {
  if (
    (ctx.path === '/two-factor/verify-totp' || ctx.path === '/two-factor/verify-backup-code') &&
    (ctx.body as { trustDevice?: unknown } | undefined)?.trustDevice
  ) {
    throw new APIError('BAD_REQUEST', { message: 'trustDevice is not offered', code: 'TRUST_DEVICE_NOT_OFFERED' });
  }
}
