/**
 * The better-auth endpoints the web app calls. Everything else better-auth or its organization plugin
 * would serve (organization/update, remove-member, create, ...) answers 404: organizations, members and
 * invitations change only through the app's own procedures, which validate and write the audit log.
 */
const AUTH_PATHS_IN_USE: ReadonlySet<string> = new Set([
  '/sign-up/email',
  '/sign-in/email',
  '/sign-out',
  '/get-session',
  // The mailed confirmation link's page: the address is confirmed with the password chosen there.
  '/confirm-address',
  // Sign-in's "send the confirmation link again": answers the same for any address (better-auth's constant-time
  // floor); the link is ours (sendVerificationEmail in auth.ts), capped per address and hour.
  '/send-verification-email',
  '/ok',
  '/error',
  // Password reset: ask for the mail, then set the new password with its token.
  '/request-password-reset',
  '/reset-password',
  '/reset-password/:token',
  // The account page: change the password (current one required; other sessions end).
  '/change-password',
  // Two-factor (TOTP): enrol (password, then a code), remove (password), new recovery codes (password), and
  // the code step of sign-in (TOTP or a recovery code). Not get-totp-uri: the secret is shown once, at
  // enrolment; not the mailed-OTP routes: only authenticator apps are offered.
  '/two-factor/enable',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
]);

/** The mailed reset link, GET /reset-password/<token>: better-auth checks the token and redirects to the page. */
const RESET_LINK = /^\/reset-password\/[A-Za-z0-9_-]{1,200}$/;

/** Whether better-auth may answer this path (hooks see the route's pattern; a direct call may pass the real path). */
export function isAuthPathInUse(path: string): boolean {
  return AUTH_PATHS_IN_USE.has(path) || RESET_LINK.test(path);
}
