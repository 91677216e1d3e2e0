import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import type { Db } from '~/server/db/client';
import { AppError } from '~/server/domain/errors';
import { confirmAddress } from '~/server/domain/people/address-confirmation';

/**
 * POST /api/auth/confirm-address {token, password}: the page a confirmation mail opens (/konfirmasi) sends the
 * password its visitor chose; the address is confirmed with it (domain/people/address-confirmation.ts) and
 * that visitor is signed in. An endpoint of better-auth's, so the session and its cookie are the library's.
 */
export function confirmAddressPlugin(db: Db) {
  return {
    id: 'confirm-address',
    endpoints: {
      confirmAddress: createAuthEndpoint(
        '/confirm-address',
        {
          method: 'POST',
          body: z.object({ token: z.string().min(20).max(100), password: z.string().min(8).max(128) }),
        },
        async (ctx) => {
          let email: string;
          try {
            ({ email } = await confirmAddress(db, {
              token: ctx.body.token,
              password: ctx.body.password,
              hashPassword: (password) => ctx.context.password.hash(password),
            }));
          } catch (e) {
            if (e instanceof AppError && e.code === 'NOT_FOUND')
              throw new APIError('BAD_REQUEST', { message: 'Invalid or expired link', code: 'INVALID_TOKEN' });
            throw e;
          }
          const found = await ctx.context.internalAdapter.findUserByEmail(email);
          if (!found) throw new APIError('BAD_REQUEST', { message: 'Invalid or expired link', code: 'INVALID_TOKEN' });
          const session = await ctx.context.internalAdapter.createSession(found.user.id);
          await setSessionCookie(ctx, { session, user: found.user });
          return ctx.json({ email });
        },
      ),
    },
    // As sign-in: a few tries per client (a token is 256 random bits; this only keeps hashing cheap to refuse).
    rateLimit: [{ pathMatcher: (path: string) => path === '/confirm-address', window: 60, max: 10 }],
  } satisfies BetterAuthPlugin;
}
