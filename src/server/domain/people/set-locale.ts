import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { user } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';

export async function setLocale(options: { db: DbOrTx; userId: string; locale: string }) {
  if (options.locale !== 'id' && options.locale !== 'en') throw new AppError('VALIDATION', 'locale: id atau en.');
  await options.db.update(user).set({ locale: options.locale }).where(eq(user.id, options.userId));
  return { locale: options.locale };
}
