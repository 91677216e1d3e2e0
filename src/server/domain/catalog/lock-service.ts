import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { services } from '../../db/schema';
import { AppError } from '../errors';

/** Locks a catalog entry for an edit (serialises concurrent operator edits of one service). */
export async function lockService(tx: DbOrTx, code: string) {
  const [row] = await tx.select().from(services).where(eq(services.code, code)).for('update');
  if (!row) throw new AppError('NOT_FOUND', `Layanan ${code} tidak ditemukan.`);
  return row;
}
