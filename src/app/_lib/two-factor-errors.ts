import type { Locale } from '~/app/_i18n/locale';
import { twoFactor } from '~/app/_i18n/messages/two-factor';
import { authErrorMessage, type AuthClientError } from './auth-errors';

/**
 * The two-factor plugin's refusals in the visitor's language (its English message is never shown).
 * `restart` says the sign-in challenge is gone (expired, or 5 wrong tries): the password step comes again.
 */
export function twoFactorErrorMessage(
  error: AuthClientError,
  locale: Locale,
  retryAfterSeconds?: number | null,
): { message: string; restart: boolean } {
  const t = twoFactor[locale];
  switch (error.code) {
    case 'INVALID_CODE':
      return { message: t.wrongCode, restart: false };
    case 'INVALID_BACKUP_CODE':
      return { message: t.wrongRecovery, restart: false };
    case 'INVALID_PASSWORD':
      return { message: t.wrongPassword, restart: false };
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return { message: t.locked, restart: false };
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return { message: t.challengeExpired, restart: true };
    default:
      return { message: authErrorMessage(error, locale, retryAfterSeconds), restart: false };
  }
}
