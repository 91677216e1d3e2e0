import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { organization as organizationPlugin, twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import { serviceDomainContext } from '~/server/composition';
import { config } from '~/server/config';
import { getDb, type Db } from '~/server/db/client';
import { account, invitation, member, organization, session, twoFactor, user, verification } from '~/server/db/schema';
import type { DomainContext } from '~/server/domain/context';
import { newId, randomBase62 } from '~/server/domain/ids';
import { queueMail } from '~/server/domain/mail/queue-mail';
import { passwordResetMail, signupExistingMail } from '~/server/domain/mail/templates';
import { issueAddressConfirmation } from '~/server/domain/people/address-confirmation';
import { recordPasswordChange } from '~/server/domain/people/password-changed';
import { clearSignInFailures, isSignInLocked, recordSignInFailure } from '~/server/domain/people/sign-in-throttle';
import { logger } from '~/server/logger';
import { returnTo } from '~/shared/return-to';
import { authSecret } from './auth-secret';
import { isAuthPathInUse } from './auth-paths';
import { confirmAddressPlugin } from './confirm-address-plugin';
import { recordTwoFactorOutcome, refuseTrustedDevice, TWO_FACTOR_OPTIONS } from './two-factor';

/** Where a confirmed person lands: the page their sign-up started from, if it is on this site (not `/`). */
function returnAfterConfirming(callbackURL: string | null): string | null {
  const next = returnTo(callbackURL);
  return next === '/' ? null : next;
}

const ID_KIND = { user: 'user', organization: 'organization' } as const;

function createAuth(db: Db, domain: DomainContext) {
  return betterAuth({
    appName: 'Agent Order Service',
    // better-auth's own log lines go through the service's logger; their extra arguments can hold query
    // parameters (a session token on a failed query) and are never logged.
    logger: {
      level: 'warn',
      log: (level, message) =>
        logger[level]({ source: 'better-auth' }, message.replace(/params:[\s\S]*$/i, 'params: [redacted]')),
    },
    secret: authSecret(),
    // One public origin (config().authBaseUrl: BETTER_AUTH_URL or PUBLIC_URL, which may not differ). Without
    // one, local and test instances answer on several loopback names; mailed links are built from
    // config().publicUrl either way, never from the request's Host header.
    baseURL: config().authBaseUrl ?? {
      // Local and test instances answer on several loopback names and ports.
      allowedHosts: ['localhost:*', '127.0.0.1:*', '*.localhost:*', 'localhost', '127.0.0.1'],
      fallback: `http://localhost:${config().port}`,
      protocol: 'http',
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, organization, member, invitation, twoFactor },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      // No session and no access before the address is proven; sign-up then answers the same for a new
      // and a known address (better-auth's generic duplicate response).
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user: existing }) => {
        // An unconfirmed address got its fresh link in the sign-up hook below.
        if (existing.emailVerified)
          await queueMail(db, domain, signupExistingMail(existing.email, `${config().publicUrl}/masuk`));
      },
      // Password reset by mail (/lupa-sandi, then /sandi-baru): better-auth answers the same for unknown
      // addresses; the link is valid 1 hour, once. A reset ends every session and lifts the per-address
      // sign-in lock (the person proved they own the address).
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      // The link is built on the configured public origin, never on the request's Host header.
      sendResetPassword: async ({ user: person, token }) => {
        const link = `${config().publicUrl}/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=%2Fsandi-baru`;
        await queueMail(db, domain, passwordResetMail(person.email, link));
      },
      onPasswordReset: async ({ user: person }) => {
        await clearSignInFailures(db, person.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unconfirmed account has no password anyone knows (see the sign-up hook), so no sign-in reaches it.
      sendOnSignIn: false,
      // better-auth's own link (/verify-email) is not served: ours opens /konfirmasi, where the password is chosen.
      sendVerificationEmail: async ({ user: person, url }) => {
        const callbackURL = new URL(url).searchParams.get('callbackURL');
        await issueAddressConfirmation(db, { domain, userId: person.id, next: returnAfterConfirming(callbackURL) });
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // better-auth and its organization plugin expose many endpoints; only the ones the app uses are
        // reachable, so nothing bypasses the app's own validation and audit log.
        if (!isAuthPathInUse(ctx.path)) throw new APIError('NOT_FOUND', { message: 'Not found' });
        refuseTrustedDevice(ctx);
        if (ctx.path === '/sign-up/email') {
          // Pre-hijack: the password of an address nobody has confirmed yet is chosen on the confirmation
          // page by whoever opens the mailed link, so whatever a sign-up sends is replaced by one nobody knows.
          // An unconfirmed address signing up again gets a fresh link (the earlier ones void), returning to
          // where this sign-up started; better-auth then answers as for any known address.
          const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : null;
          const existing = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
          if (existing && !existing.user.emailVerified) {
            const callbackURL = typeof ctx.body?.callbackURL === 'string' ? ctx.body.callbackURL : null;
            await issueAddressConfirmation(db, {
              domain,
              userId: existing.user.id,
              next: returnAfterConfirming(callbackURL),
            });
          }
          return { context: { body: { ...ctx.body, password: randomBytes(32).toString('base64url') } } };
        }
        if (
          ctx.path === '/sign-in/email' &&
          typeof ctx.body?.email === 'string' &&
          (await isSignInLocked(db, ctx.body.email))
        ) {
          // Answered like any wrong password: the lock tells an attacker nothing.
          throw new APIError('UNAUTHORIZED', {
            message: 'Invalid email or password',
            code: 'INVALID_EMAIL_OR_PASSWORD',
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        await recordTwoFactorOutcome(db, domain, ctx);
        if (ctx.path === '/change-password') {
          const returned = ctx.context.returned as { user?: { id?: string } } | APIError | undefined;
          if (!(returned instanceof APIError) && returned?.user?.id)
            await recordPasswordChange(db, { domain, userId: returned.user.id });
          return;
        }
        if (ctx.path !== '/sign-in/email' || typeof ctx.body?.email !== 'string') return;
        const returned = ctx.context.returned;
        if (returned instanceof APIError) {
          if (returned.statusCode === 401) await recordSignInFailure(db, ctx.body.email);
        } else if (ctx.context.newSession) {
          await clearSignInFailures(db, ctx.body.email);
        }
      }),
    },
    // A session used within 5 minutes is refreshed: its `updatedAt` is the "last seen" of the account page.
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 5 * 60 },
    // On in every mode (better-auth's default is production only): sign-in and sign-up 3 per 10 s per client.
    rateLimit: {
      enabled: true,
      // Reset mails: 3 per minute per client, like sign-in (each one queues a mail).
      customRules: { '/request-password-reset': { window: 60, max: 3 } },
    },
    user: {
      additionalFields: {
        platformRole: { type: 'string', required: false, input: false },
        locale: { type: 'string', required: false, defaultValue: 'id', input: true },
      },
    },
    advanced: {
      // The web server (src/cli/web-server.ts) replaces X-Forwarded-For with the one client address it
      // trusts (the socket, or what a proxy of AUTH_TRUSTED_PROXIES says), so a client cannot pick its own
      // rate-limit bucket.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      ...(config().authBaseUrl?.startsWith('https://') ? { useSecureCookies: true } : {}),
      database: {
        // Public ids keep the service's prefixes (org_ for organizations, as the spec requires).
        generateId: ({ model }) =>
          model in ID_KIND ? newId(ID_KIND[model as keyof typeof ID_KIND]) : randomBase62(24),
      },
    },
    plugins: [
      organizationPlugin({
        allowUserToCreateOrganization: true,
        schema: {
          organization: {
            additionalFields: {
              status: { type: 'string', required: false, defaultValue: 'pending', input: false },
              approvalThresholdIdr: { type: 'number', required: false, defaultValue: 5_000_000, input: false },
              companyName: { type: 'string', required: false },
              website: { type: 'string', required: false },
              useCase: { type: 'string', required: false },
              expectedVolume: { type: 'string', required: false },
              applicationSubmittedAt: { type: 'date', required: false, input: false },
              statusChangedAt: { type: 'date', required: false, input: false },
            },
          },
        },
      }),
      confirmAddressPlugin(db),
      twoFactorPlugin(TWO_FACTOR_OPTIONS),
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as unknown as { aosAuth?: Promise<Auth> };

/** better-auth over the same database (created once the database is ready; retried if it was not). */
export function getAuth(): Promise<Auth> {
  globalForAuth.aosAuth ??= getDb()
    .then((db) => createAuth(db, serviceDomainContext()))
    .catch((e: unknown) => {
      globalForAuth.aosAuth = undefined;
      throw e;
    });
  return globalForAuth.aosAuth;
}
