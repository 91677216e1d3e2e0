import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { organization as organizationPlugin, twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import { config } from '~/server/config';
import { getDb, type Db } from '~/server/db/client';
import { account, invitation, member, organization, session, twoFactor, user, verification } from '~/server/db/schema';
import { newId, randomBase62 } from '~/server/domain/ids';
import { queueMail } from '~/server/domain/mail/queue-mail';
import { passwordResetMail, signupExistingMail, verifyEmailMail } from '~/server/domain/mail/templates';
import { clearSignInFailures, isSignInLocked, recordSignInFailure } from '~/server/domain/people/sign-in-throttle';
import { logger } from '~/server/logger';
import { authSecret } from './auth-secret';
import { isAuthPathInUse } from './auth-paths';
import { recordTwoFactorOutcome, refuseTrustedDevice, TWO_FACTOR_OPTIONS } from './two-factor';

const ID_KIND = { user: 'user', organization: 'organization' } as const;

function createAuth(db: Db) {
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
    baseURL: process.env.BETTER_AUTH_URL ?? {
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
        await queueMail(db, signupExistingMail(existing.email, `${config().publicUrl}/masuk`));
      },
      // Password reset by mail (/lupa-sandi, then /sandi-baru): better-auth answers the same for unknown
      // addresses; the link is valid 1 hour, once. A reset ends every session and lifts the per-address
      // sign-in lock (the person proved they own the address).
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: person, url }) => {
        await queueMail(db, passwordResetMail(person.email, url));
      },
      onPasswordReset: async ({ user: person }) => {
        await clearSignInFailures(db, person.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 3600,
      sendVerificationEmail: async ({ user: person, url }) => {
        await queueMail(db, verifyEmailMail(person.email, url));
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // better-auth and its organization plugin expose many endpoints; only the ones the app uses are
        // reachable, so nothing bypasses the app's own validation and audit log.
        if (!isAuthPathInUse(ctx.path)) throw new APIError('NOT_FOUND', { message: 'Not found' });
        refuseTrustedDevice(ctx);
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
        await recordTwoFactorOutcome(db, ctx);
        if (ctx.path !== '/sign-in/email' || typeof ctx.body?.email !== 'string') return;
        const returned = ctx.context.returned;
        if (returned instanceof APIError) {
          if (returned.statusCode === 401) await recordSignInFailure(db, ctx.body.email);
        } else if (ctx.context.newSession) {
          await clearSignInFailures(db, ctx.body.email);
        }
      }),
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
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
      ...(process.env.BETTER_AUTH_URL?.startsWith('https://') ? { useSecureCookies: true } : {}),
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
    .then(createAuth)
    .catch((e: unknown) => {
      globalForAuth.aosAuth = undefined;
      throw e;
    });
  return globalForAuth.aosAuth;
}
