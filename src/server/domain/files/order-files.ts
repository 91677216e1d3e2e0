import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { files, orderFiles, type OrderFileKind } from '~/server/db/schema';
import type { Actor } from '~/server/domain/actor';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { AppError } from '~/server/domain/errors';
import type { OrderFileView } from '~/shared/orders/order-view-schema';
import { fileLinkUrl, readerOf, type FileLinkUse } from './file-links';
import { isPreviewable } from './preview-headers';

/** Files per message or hand-in (decisions.md, Round 4 issue 26). */
const MAX_FILES_PER_ATTACHMENT = 10;

/** Who attaches: the ordering organization (its key or a member) or the practitioner working the order. */
export type Attacher = { kind: 'organization' } | { kind: 'practitioner'; practitionerId: string };

type OrderRef = { id: string; organizationId: string; livemode: boolean };

/**
 * The ids as files `attacher` may attach to `order`: ready, of the order's organization and mode, uploaded by
 * the organization (or, for a practitioner, by that practitioner for this organization). Anything else, or
 * more than MAX_FILES_PER_ATTACHMENT, is 422 `code` naming `field` (VALIDATION; INTAKE_INVALID for intake).
 */
export async function checkAttachable(
  db: DbOrTx,
  args: { order: OrderRef; attacher: Attacher; fileIds: readonly string[]; field: string; code?: 'INTAKE_INVALID' },
): Promise<string[]> {
  const { order, attacher, field } = args;
  const code = args.code ?? 'VALIDATION';
  const ids = [...new Set(args.fileIds)];
  if (ids.length > MAX_FILES_PER_ATTACHMENT)
    throw new AppError(code, `${field}: paling banyak ${MAX_FILES_PER_ATTACHMENT} berkas.`);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: files.id, practitionerId: files.practitionerId })
    .from(files)
    .where(
      and(
        inArray(files.id, ids),
        eq(files.organizationId, order.organizationId),
        eq(files.livemode, order.livemode),
        eq(files.ready, true),
      ),
    );
  const owner = attacher.kind === 'practitioner' ? attacher.practitionerId : null;
  const usable = new Set(rows.filter((r) => r.practitionerId === owner).map((r) => r.id));
  const missing = ids.find((id) => !usable.has(id));
  if (missing !== undefined)
    throw new AppError(code, `${field}: berkas ${missing} tidak ditemukan (unggah dulu lewat POST /v1/files).`);
  return ids;
}

/** Links `fileIds` (already checked) to the order, in the caller's transaction. */
export async function attachFiles(
  tx: DbOrTx,
  args: { orderId: string; kind: OrderFileKind; fileIds: readonly string[]; intakeKey?: string; messageId?: string },
): Promise<void> {
  if (args.fileIds.length === 0) return;
  const at = now();
  await tx.insert(orderFiles).values(
    args.fileIds.map((fileId) => ({
      orderId: args.orderId,
      fileId,
      kind: args.kind,
      intakeKey: args.intakeKey ?? null,
      messageId: args.messageId ?? null,
      createdAt: at,
    })),
  );
}

/** A new hand-in replaces the files of the previous one (the files themselves stay, see retention). */
export async function replaceDeliverableFiles(tx: DbOrTx, orderId: string, fileIds: readonly string[]) {
  await tx.delete(orderFiles).where(and(eq(orderFiles.orderId, orderId), eq(orderFiles.kind, 'deliverable')));
  await attachFiles(tx, { orderId, kind: 'deliverable', fileIds });
}

/** Whether `fileId` is attached to `orderId` now (a link to a replaced hand-in's file stops working). */
export async function isAttached(db: DbOrTx, orderId: string, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderFiles.id })
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, orderId), eq(orderFiles.fileId, fileId)))
    .limit(1);
  return row !== undefined;
}

export type AttachedFile = Omit<OrderFileView, 'download_url' | 'preview_url' | 'expires_at'> & { orderId: string };

/** The files of these orders, in the order they were attached. */
export async function loadOrderFiles(db: DbOrTx, orderIds: readonly string[]): Promise<AttachedFile[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ link: orderFiles, file: files })
    .from(orderFiles)
    .innerJoin(files, eq(files.id, orderFiles.fileId))
    .where(inArray(orderFiles.orderId, [...orderIds]))
    .orderBy(asc(orderFiles.id));
  return rows.map(({ link, file }) => ({
    orderId: link.orderId,
    id: file.id,
    filename: file.name,
    content_type: file.contentType,
    size: file.size,
    sha256: file.sha256,
    attached_to: link.kind,
    intake_key: link.intakeKey,
    message_id: link.messageId,
  }));
}

/** How an order view's files get links: the settings to sign with and the person or key they are minted for. */
export type FileLinks = { domain: DomainContext; reader: Actor };

/**
 * The files as the order view shows them; without `links`, no link (`download_url` and `preview_url` null).
 * A preview link only for the types shown inline (PDF and images).
 */
export function withLinks(attached: AttachedFile[], links: FileLinks | undefined): OrderFileView[] {
  const { secret, ttlSeconds } = links?.domain.settings.fileLinks ?? { secret: '', ttlSeconds: 0 };
  const expires = Math.floor(now().getTime() / 1000) + ttlSeconds;
  return attached.map(({ orderId, ...file }) => {
    const claim = links && { fileId: file.id, orderId, expires, reader: readerOf(links.reader) };
    const url = (use: FileLinkUse) =>
      links && claim ? fileLinkUrl(links.domain.settings.publicUrl, secret, claim, use) : null;
    return {
      ...file,
      download_url: url('download'),
      preview_url: isPreviewable(file.content_type) ? url('preview') : null,
      expires_at: links ? new Date(expires * 1000).toISOString() : null,
    };
  });
}
