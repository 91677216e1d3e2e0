import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { organization as organizationPlugin } from 'better-auth/plugins';
import { config } from '../config';
import { getDb, type Db } from '../db/client';
import { account, invitation, member, organization, session, user, verification } from '../db/schema';
import { newId, randomBase62 } from '../domain/ids';
import { acceptInvitationsForUser } from '../domain/organizations/accept-invitations';
import { authSecret } from './auth-secret';

const ID_KIND = { user: 'user', organization: 'organization' } as const;

function createAuth(db: Db) {
  return betterAuth({
    appName: 'Agent Order Service',
    secret: authSecret(),
    baseURL: process.env.BETTER_AUTH_URL ?? {
      // Local and test instances answer on several loopback names and ports.
      allowedHosts: ['localhost:*', '127.0.0.1:*', '*.localhost:*', 'localhost', '127.0.0.1'],
      fallback: `http://localhost:${config().port}`,
      protocol: 'http',
    },
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, organization, member, invitation } }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, autoSignIn: true },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await acceptInvitationsForUser({ db, userId: created.id, email: created.email });
          },
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    user: {
      additionalFields: {
        platformRole: { type: 'string', required: false, input: false },
        locale: { type: 'string', required: false, defaultValue: 'id', input: true },
      },
    },
    advanced: {
      // Only headers the deployment's proxy sets (replacing any client value) may name the client address;
      // otherwise a client could pick its own rate-limit bucket for sign-in attempts.
      ipAddress: { ipAddressHeaders: config().authIp.headers, trustedProxies: config().authIp.trustedProxies },
      database: {
        // Public ids keep the service's prefixes (org_ for organizations, as the spec requires).
        generateId: ({ model }) => (model in ID_KIND ? newId(ID_KIND[model as keyof typeof ID_KIND]) : randomBase62(24)),
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
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as unknown as { aosAuth?: Promise<Auth> };

/** better-auth over the same database (created once the database is ready). */
export function getAuth(): Promise<Auth> {
  globalForAuth.aosAuth ??= getDb().then(createAuth);
  return globalForAuth.aosAuth;
}
