import type { Db } from '~/server/db/client';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { AppError } from '~/server/domain/errors';
import { attachmentHeaders } from './attachment-headers';
import { actorOfReader, verifyFileLink, type FileLinkUse } from './file-links';
import { isAttached } from './order-files';
import { isPreviewable, previewHeaders } from './preview-headers';
import { fileContent, getFileById } from './read-file';

/**
 * A download or preview through an order's signed link: the signature (for that use) and expiry first (401),
 * then the file must still be attached to that order (a replaced hand-in's file is 404), and a preview must be
 * of a type shown inline (else 404: there is no preview of it, only the download). Every download and preview
 * is an audit row on the order, under the person or key the link was minted for, written before the first byte.
 */
export async function downloadByLink(args: {
  db: Db;
  domain: DomainContext;
  fileId: string;
  query: URLSearchParams;
  use: FileLinkUse;
}): Promise<{ body: ReadableStream<Uint8Array>; headers: Record<string, string> }> {
  const { db, domain } = args;
  const { use } = args;
  const claim = verifyFileLink({
    secret: domain.settings.fileLinks.secret,
    fileId: args.fileId,
    query: args.query,
    now: now(),
    use,
  });
  if (!(await isAttached(db, claim.orderId, claim.fileId)))
    throw new AppError('NOT_FOUND', `Berkas ${claim.fileId} tidak lagi terlampir pada order ${claim.orderId}.`);
  const file = await getFileById(db, claim.fileId);
  if (use === 'preview' && !isPreviewable(file.content_type))
    throw new AppError('NOT_FOUND', `Berkas ${file.id} (${file.content_type}) tidak bisa dipratinjau; unduh saja.`);
  await recordAudit(db, {
    actor: actorOfReader(claim.reader),
    action: use === 'preview' ? 'file.preview' : 'file.download',
    targetType: 'order',
    targetId: claim.orderId,
    details: { file_id: file.id, filename: file.filename, size: file.size },
  });
  const headers = use === 'preview' ? previewHeaders(file) : attachmentHeaders(file);
  return { body: fileContent(db, domain.files, file), headers };
}
