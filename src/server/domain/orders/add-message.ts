import type { DbOrTx } from '~/server/db/client';
import { orderMessages } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';

const MAX_MESSAGE_LENGTH = 20_000;

export async function addOrderMessage(
  tx: DbOrTx,
  orderId: string,
  sender: 'praktisi' | 'klien',
  text: string,
): Promise<void> {
  if (!text.trim()) throw new AppError('VALIDATION', 'message: minimal 1 karakter.');
  if (text.length > MAX_MESSAGE_LENGTH)
    throw new AppError('VALIDATION', `message: maksimal ${MAX_MESSAGE_LENGTH} karakter.`);
  await tx.insert(orderMessages).values({ id: newId('message'), orderId, sender, text, createdAt: now() });
}
