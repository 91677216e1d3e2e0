/**
 * The better-auth endpoints the web app calls. Everything else better-auth or its organization plugin
 * would serve (organization/update, remove-member, create, ...) answers 404: organizations, members and
 * invitations change only through the app's own procedures, which validate and write the audit log.
 */
export const AUTH_PATHS_IN_USE: ReadonlySet<string> = new Set([
  '/sign-up/email',
  '/sign-in/email',
  '/sign-out',
  '/get-session',
  '/verify-email',
  '/send-verification-email',
  '/ok',
  '/error',
]);
