import type { Db } from '~/server/db/client';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { AppError } from '~/server/domain/errors';
import { attachmentHeaders } from './attachment-headers';
import { actorOfReader, verifyFileLink } from './file-links';
import { isAttached } from './order-files';
import { fileContent, getFileById } from './read-file';

/**
 * A download through an order's signed link: the signature and expiry first (401), then the file must still be
 * attached to that order (a replaced hand-in's file is 404). Every download is an audit row on the order, under
 * the person or key the link was minted for, written before the first byte goes out.
 */
export async function downloadByLink(args: {
  db: Db;
  domain: DomainContext;
  fileId: string;
  query: URLSearchParams;
}): Promise<{ body: ReadableStream<Uint8Array>; headers: Record<string, string> }> {
  const { db, domain } = args;
  const claim = verifyFileLink({
    secret: domain.settings.fileLinks.secret,
    fileId: args.fileId,
    query: args.query,
    now: now(),
  });
  if (!(await isAttached(db, claim.orderId, claim.fileId)))
    throw new AppError('NOT_FOUND', `Berkas ${claim.fileId} tidak lagi terlampir pada order ${claim.orderId}.`);
  const file = await getFileById(db, claim.fileId);
  await recordAudit(db, {
    actor: actorOfReader(claim.reader),
    action: 'file.download',
    targetType: 'order',
    targetId: claim.orderId,
    details: { file_id: file.id, filename: file.filename, size: file.size },
  });
  return { body: fileContent(db, domain.files, file), headers: attachmentHeaders(file) };
}
