import type { DbOrTx } from '~/server/db/client';
import { orderMessages } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import { attachFiles } from '~/server/domain/files/order-files';

const MAX_MESSAGE_LENGTH = 20_000;

export async function addOrderMessage(
  tx: DbOrTx,
  orderId: string,
  sender: 'praktisi' | 'klien',
  text: string,
  files: readonly string[] = [],
): Promise<void> {
  if (!text.trim()) throw new AppError('VALIDATION', 'message: minimal 1 karakter.');
  if (text.length > MAX_MESSAGE_LENGTH)
    throw new AppError('VALIDATION', `message: maksimal ${MAX_MESSAGE_LENGTH} karakter.`);
  const id = newId('message');
  await tx.insert(orderMessages).values({ id, orderId, sender, text, createdAt: now() });
  await attachFiles(tx, { orderId, kind: 'message', fileIds: files, messageId: id });
}
