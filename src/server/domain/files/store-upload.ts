import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { fileChunks, files, type FilePurpose } from '~/server/db/schema';
import type { Db } from '~/server/db/client';
import { now as clockNow } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import { declaredTypeMatches, extensionMatches, sniffType, SNIFF_BYTES, ALLOWED_TYPES } from './allowed-types';
import { extensionOf } from './file-name';
/** Bytes per stored row: few round trips, and never more than this held per upload. */
const CHUNK_BYTES = 256 * 1024;
/** An upload row still not ready after this long belongs to a process that died mid-upload. */
const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;
import { toFileView, type FileView } from './file-view';

type UploadLimits = { maxFileBytes: number; quotaBytes: number };

export type Upload = {
  db: Db;
  organizationId: string;
  livemode: boolean;
  /** Already made safe (file-name.ts). */
  name: string;
  declaredType: string | undefined;
  bytes: AsyncIterable<Uint8Array>;
  /** Known once the whole body is read: a form may send `purpose` after the file. */
  purpose: () => Promise<FilePurpose>;
  limits: UploadLimits;
  now?: Date;
};

const refuse = (field: string, message: string) => new AppError('VALIDATION', `${field}: ${message}`);

/**
 * Streams an upload into 256 KiB rows of `file_chunk`, hashing and counting as it goes; the type is decided
 * from the first bytes before anything is written. Each chunk is its own short statement, so a slow client
 * never holds a pooled connection or an open transaction; the row becomes visible (`ready`) in the one
 * statement that also checks the quota. Any failure, a cut-off body included, deletes the row and its chunks.
 */
export async function storeUpload(upload: Upload): Promise<FileView> {
  const { db, organizationId, livemode, limits } = upload;
  const now = upload.now ?? clockNow();
  // Rows a crashed process left mid-upload: swept here, where the organization uploads again.
  await db
    .delete(files)
    .where(
      and(
        eq(files.organizationId, organizationId),
        eq(files.ready, false),
        lt(files.createdAt, new Date(now.getTime() - ABANDONED_UPLOAD_MS)),
      ),
    );
  const used = await usedBytes(db, organizationId, livemode);
  const room = limits.quotaBytes - used;
  if (room <= 0) throw refuse('file', 'kuota penyimpanan organisasi sudah penuh.');

  const id = newId('file');
  await db.insert(files).values({
    id,
    organizationId,
    livemode,
    purpose: 'intake', // provisional: the completing statement writes the form's purpose
    name: upload.name,
    contentType: '',
    size: 0,
    sha256: '',
    ready: false,
    createdAt: now,
  });
  try {
    const stored = await writeChunks(upload, id, room);
    const purpose = await upload.purpose();
    const name = extensionOf(upload.name) === '' ? `${upload.name}.${ALLOWED_TYPES[stored.type][0]}` : upload.name;
    // One statement under a per-organization-and-mode lock: two uploads at once cannot both fit the last room.
    const completed = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`file quota ${organizationId} ${livemode}`}))`);
      if ((await usedBytes(tx, organizationId, livemode)) + stored.size > limits.quotaBytes)
        throw refuse('file', 'kuota penyimpanan organisasi terlampaui.');
      const [row] = await tx
        .update(files)
        .set({ ready: true, purpose, name, contentType: stored.type, size: stored.size, sha256: stored.sha256 })
        .where(eq(files.id, id))
        .returning();
      return row!;
    });
    return toFileView(completed);
  } catch (error) {
    await db.delete(files).where(eq(files.id, id));
    throw error;
  }
}

async function usedBytes(db: Pick<Db, 'execute'>, organizationId: string, livemode: boolean): Promise<number> {
  const rows = await db.execute<{ used: string | null }>(
    sql`select sum(size)::text as used from ${files}
        where organization_id = ${organizationId} and livemode = ${livemode} and ready`,
  );
  return Number(rows[0]?.used ?? 0);
}

async function writeChunks(upload: Upload, fileId: string, room: number) {
  const hash = createHash('sha256');
  const cap = Math.min(upload.limits.maxFileBytes, room);
  let size = 0;
  let seq = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let type: keyof typeof ALLOWED_TYPES | null = null;

  const flush = async (complete: boolean) => {
    const data = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    if (type === null) type = await decideType(upload, data.subarray(0, SNIFF_BYTES), complete);
    if (data.length === 0) return;
    await upload.db.insert(fileChunks).values({ fileId, seq: seq++, data });
  };

  for await (const part of upload.bytes) {
    size += part.length;
    if (size > cap) {
      throw size > upload.limits.maxFileBytes
        ? refuse('file', `lebih dari ${upload.limits.maxFileBytes} byte.`)
        : refuse('file', 'kuota penyimpanan organisasi terlampaui.');
    }
    hash.update(part);
    pending.push(Buffer.from(part.buffer, part.byteOffset, part.length));
    pendingBytes += part.length;
    if (pendingBytes >= CHUNK_BYTES) await flush(false);
  }
  if (size === 0) throw refuse('file', 'berkas kosong.');
  await flush(true);
  return { size, sha256: hash.digest('hex'), type: type! };
}

async function decideType(upload: Upload, head: Buffer, complete: boolean) {
  const type = await sniffType(head, complete);
  if (!type) throw refuse('file', 'jenis berkas tidak diterima (PDF, PNG, JPEG, WebP, DOCX, XLSX, ODT, teks).');
  if (!declaredTypeMatches(upload.declaredType, type))
    throw refuse('file', `Content-Type ${upload.declaredType} tidak sesuai dengan isi berkas (${type}).`);
  const extension = extensionOf(upload.name);
  if (extension !== '' && !extensionMatches(extension, type))
    throw refuse('file', `ekstensi .${extension} tidak sesuai dengan isi berkas (${type}).`);
  return type;
}
