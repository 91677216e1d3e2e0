import { AppError } from '~/server/domain/errors';

/** An e-mail address as the service stores it (trimmed, lower case); a malformed one is VALIDATION on `field`. */
export function emailAddress(raw: string, field = 'email'): string {
  const email = raw.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new AppError('VALIDATION', `${field}: alamat e-mail tidak valid.`);
  return email;
}
