import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { services } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';

/** Locks a catalog entry for an edit (serialises concurrent operator edits of one service). */
export async function lockService(tx: DbOrTx, code: string) {
  const [row] = await tx.select().from(services).where(eq(services.code, code)).for('update');
  if (!row) throw new AppError('NOT_FOUND', `Layanan ${code} tidak ditemukan.`);
  return row;
}
