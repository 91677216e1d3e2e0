import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { AppError } from '~/server/domain/errors';
import { isAuthPathInUse } from '~/server/auth/auth-paths';
import { toApiError } from './error-envelope';

describe('toApiError for the dashboard', () => {
  it('finds the AppError under nested tRPC errors and keeps its safe details', () => {
    const app = new AppError('INSUFFICIENT_DEPOSIT', 'Deposit tidak cukup', {
      details: { neededIdr: 7_500_000, availableIdr: 1_000_000 },
    });
    const twice = new TRPCError({
      code: 'PAYMENT_REQUIRED',
      cause: new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: app }),
    });
    expect(toApiError(twice)).toMatchObject({
      status: 402,
      body: { error: { code: 'INSUFFICIENT_DEPOSIT' } },
      details: { neededIdr: 7_500_000, availableIdr: 1_000_000 },
      internal: false,
    });
  });

  it('an unknown fault stays INTERNAL without details', () => {
    const result = toApiError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new Error('SELECT secret') }));
    expect(result).toMatchObject({ status: 500, body: { error: { code: 'INTERNAL' } }, internal: true });
    expect(result.details).toBeUndefined();
  });
});

describe('isAuthPathInUse', () => {
  it('allows the password endpoints, the mailed links, address confirmation and its resend, nothing else new', () => {
    expect(isAuthPathInUse('/request-password-reset')).toBe(true);
    expect(isAuthPathInUse('/reset-password')).toBe(true);
    expect(isAuthPathInUse('/reset-password/AbC123xyz')).toBe(true);
    expect(isAuthPathInUse('/reset-password/a/b')).toBe(false);
    expect(isAuthPathInUse('/organization/remove-member')).toBe(false);
    expect(isAuthPathInUse('/change-password')).toBe(true);
    expect(isAuthPathInUse('/confirm-address')).toBe(true);
    expect(isAuthPathInUse('/verify-email')).toBe(false);
    // Sign-in's "send the confirmation link again" (one answer for any address; mails only an unconfirmed one).
    expect(isAuthPathInUse('/send-verification-email')).toBe(true);
    expect(isAuthPathInUse('/set-password')).toBe(false);
  });
});
