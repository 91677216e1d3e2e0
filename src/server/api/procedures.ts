import { AppError } from '../domain/errors';
import type { Scope } from '../domain/keys/scopes';
import { middleware, publicProcedure } from './trpc';

const IDEMPOTENCY_KEY = /^[\x21\x23-\x5b\x5d-\x7e]{1,255}$/; // visible ASCII without space, quote, backslash

/** Unquoted Idempotency-Key value, or null when absent; throws 400 VALIDATION when malformed. */
export function readIdempotencyKey(headers: Headers): string | null {
  const raw = headers.get('idempotency-key');
  if (raw === null) return null;
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!IDEMPOTENCY_KEY.test(value)) {
    throw new AppError('VALIDATION', 'Idempotency-Key: 1-255 karakter ASCII terlihat, tanpa spasi, tanda kutip, atau backslash.', { status: 400 });
  }
  return value;
}

/** Order of checks after authentication and rate limit: organization status, then scope, then the request. */
const agentChecks = (scope: Scope | null) =>
  middleware(async ({ ctx, meta, next }) => {
    const key = ctx.apiKey;
    if (!key) throw new AppError('UNAUTHORIZED', 'API key tidak ada, salah bentuk, salah, atau dicabut.');
    if (key.organizationStatus === 'rejected' || key.organizationStatus === 'suspended') {
      throw new AppError('ACCOUNT_REJECTED', 'Organisasi ditolak atau ditangguhkan.');
    }
    if (key.organizationStatus === 'pending' && ctx.method !== 'GET') {
      throw new AppError('ACCOUNT_PENDING', 'Organisasi masih ditinjau; hanya endpoint baca yang tersedia.');
    }
    if (scope && !key.scopes.includes(scope)) {
      throw new AppError('FORBIDDEN_SCOPE', `API key tidak memiliki scope ${scope}.`);
    }
    const idempotencyKey = meta?.idempotent ? readIdempotencyKey(ctx.headers) : null;
    if (!meta?.noBody && ctx.bodyProblem) {
      const message = {
        not_json: 'Body bukan JSON yang valid.',
        not_object: 'Body harus berupa objek JSON.',
        too_large: 'Body melebihi 1 MiB.',
      }[ctx.bodyProblem];
      throw new AppError('VALIDATION', message, { status: 400 });
    }
    return next({ ctx: { ...ctx, apiKey: key, idempotencyKey } });
  });

/** A /v1 procedure callable by an API key; `scope` null means any valid key. */
export const apiKeyProcedure = (scope: Scope | null) => publicProcedure.use(agentChecks(scope));
