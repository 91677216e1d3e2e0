import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { files, type FilePurpose } from '~/server/db/schema';
import type { Db } from '~/server/db/client';
import { now as clockNow } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import { declaredTypeMatches, extensionMatches, sniffType, SNIFF_BYTES, ALLOWED_TYPES } from './allowed-types';
import { extensionOf } from './file-name';
import type { FileStorage, FileWriter } from './file-store';
import { toFileView, type FileView } from './file-view';

/** An upload row still not ready after this long belongs to a process that died mid-upload. */
const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;

type UploadLimits = { maxFileBytes: number; quotaBytes: number };

export type Upload = {
  db: Db;
  storage: FileStorage;
  organizationId: string;
  livemode: boolean;
  /** A practitioner's upload for an order of `organizationId`: outside the organization's quota. */
  practitionerId?: string;
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
 * Streams an upload into the current file store, hashing and counting as it goes; the type is decided from
 * the first bytes before anything is written. No transaction is held while bytes arrive; the row becomes
 * visible (`ready`) in the one statement that also checks the quota. Any failure, a cut-off body included,
 * deletes the row and the stored bytes.
 */
export async function storeUpload(upload: Upload): Promise<FileView> {
  const { db, organizationId, livemode, limits } = upload;
  const now = upload.now ?? clockNow();
  // Rows a crashed process left mid-upload: swept here, where the organization uploads again.
  const abandoned = await db
    .delete(files)
    .where(
      and(
        eq(files.organizationId, organizationId),
        eq(files.ready, false),
        lt(files.createdAt, new Date(now.getTime() - ABANDONED_UPLOAD_MS)),
      ),
    )
    .returning({ id: files.id, store: files.store });
  for (const row of abandoned) await upload.storage.of(row.store).remove(db, row.id);
  // A practitioner's hand-in is bounded by the per-file size and count, not by the client's quota.
  const room = upload.practitionerId
    ? limits.maxFileBytes
    : limits.quotaBytes - (await usedBytes(db, organizationId, livemode));
  if (room <= 0) throw refuse('file', 'kuota penyimpanan organisasi sudah penuh.');
  const store = upload.storage.current;

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
    store: store.name,
    practitionerId: upload.practitionerId ?? null,
    createdAt: now,
  });
  const writer = store.writer(db, id);
  try {
    const stored = await writeBytes(upload, writer, room);
    const purpose = await upload.purpose();
    const name = extensionOf(upload.name) === '' ? `${upload.name}.${ALLOWED_TYPES[stored.type][0]}` : upload.name;
    // One statement under a per-organization-and-mode lock: two uploads at once cannot both fit the last room.
    const completed = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`file quota ${organizationId} ${livemode}`}))`);
      if (!upload.practitionerId && (await usedBytes(tx, organizationId, livemode)) + stored.size > limits.quotaBytes)
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
    // The upload's own failure is the answer; a store that also fails to clean up must not replace it.
    await Promise.allSettled([writer.abort()]);
    await db.delete(files).where(eq(files.id, id));
    throw error;
  }
}

async function usedBytes(db: Pick<Db, 'execute'>, organizationId: string, livemode: boolean): Promise<number> {
  const rows = await db.execute<{ used: string | null }>(
    sql`select sum(size)::text as used from ${files}
        where organization_id = ${organizationId} and livemode = ${livemode} and ready and ${isNull(files.practitionerId)}`,
  );
  return Number(rows[0]?.used ?? 0);
}

/** Type decided from the first SNIFF_BYTES (or the whole file when smaller) before any byte is stored. */
async function writeBytes(upload: Upload, writer: FileWriter, room: number) {
  const hash = createHash('sha256');
  const cap = Math.min(upload.limits.maxFileBytes, room);
  let size = 0;
  let head: Buffer[] = [];
  let headBytes = 0;
  let type: keyof typeof ALLOWED_TYPES | null = null;

  const release = async (complete: boolean) => {
    type = await decideType(upload, Buffer.concat(head, headBytes).subarray(0, SNIFF_BYTES), complete);
    for (const part of head) await writer.write(part);
    head = [];
  };

  for await (const chunk of upload.bytes) {
    size += chunk.length;
    if (size > cap) {
      throw size > upload.limits.maxFileBytes
        ? refuse('file', `lebih dari ${upload.limits.maxFileBytes} byte.`)
        : refuse('file', 'kuota penyimpanan organisasi terlampaui.');
    }
    hash.update(chunk);
    const part = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    if (type !== null) {
      await writer.write(part);
      continue;
    }
    head.push(part);
    headBytes += part.length;
    if (headBytes >= SNIFF_BYTES) await release(false);
  }
  if (size === 0) throw refuse('file', 'berkas kosong.');
  if (type === null) await release(true);
  await writer.finish();
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
