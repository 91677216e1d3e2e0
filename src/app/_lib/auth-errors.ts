import type { Locale } from '~/app/_i18n/locale';
import { account } from '~/app/_i18n/messages/account';
import { common } from '~/app/_i18n/messages/common';

/** better-auth's client error: its status, its error code (BASE_ERROR_CODES) and English message. */
export type AuthClientError = { status?: number; statusText?: string; code?: string; message?: string };

/**
 * better-auth's refusals in the visitor's language, by status and error code (its English message is never
 * shown). 429 is better-auth's per-client limit (3 sign-ins per 10 s): the form says to wait, with the
 * seconds when the answer carries them. The per-address lock (sign-in-throttle.ts) answers as a wrong
 * password on purpose (docs/decisions.md); the wrong-password message offers the password reset.
 */
export function authErrorMessage(error: AuthClientError, locale: Locale, retryAfterSeconds?: number | null): string {
  const a = account[locale];
  const t = common[locale];
  if (error.status === 429)
    return retryAfterSeconds && retryAfterSeconds > 0
      ? a.tooManyAttemptsFor.replace('{seconds}', String(retryAfterSeconds))
      : a.tooManyAttempts;
  switch (error.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return t.signInFailed;
    case 'EMAIL_NOT_VERIFIED':
      return a.verifyFirst;
    case 'PASSWORD_TOO_SHORT':
      return a.passwordTooShort;
    case 'PASSWORD_TOO_LONG':
      return a.passwordTooLong;
    case 'INVALID_EMAIL':
      return a.invalidEmail;
    case 'INVALID_TOKEN':
      return a.resetLinkInvalid;
    default:
      if (error.status === 401) return t.signInFailed;
      if (error.status === 403) return a.verifyFirst;
      return a.authFailed;
  }
}

/**
 * Options for a better-auth client call that keep the seconds a refused call said to wait (its 429 carries
 * `X-Retry-After`), so the message can name them: pass `fetchOptions`, then read `seconds()`.
 */
export function retryAfterCapture() {
  let seconds: number | null = null;
  return {
    fetchOptions: {
      onError: (context: { response: Response }) => {
        seconds = Number(context.response.headers.get('X-Retry-After')) || null;
      },
    },
    seconds: () => seconds,
  };
}

/**
 * A better-auth refusal as a thrown error (use-auth-submit.ts), with the seconds its 429 said to wait. The
 * form words it (authErrorMessage); the toast of failed mutations leaves it to the form.
 */
export class AuthRefusal extends Error {
  constructor(
    readonly refused: AuthClientError,
    readonly retryAfterSeconds: number | null,
  ) {
    super(refused.message ?? 'refused');
    this.name = 'AuthRefusal';
  }
}
