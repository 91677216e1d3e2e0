import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { files, type FileStoreName } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import type { FileStorage } from './file-store';
import { toFileView, type FileView } from './file-view';

export type StoredFile = FileView & { store: FileStoreName };

const notFound = (fileId: string) => new AppError('NOT_FOUND', `Berkas ${fileId} tidak ditemukan.`);

/**
 * A ready file of this organization and mode, uploaded by the organization (a practitioner's upload is read
 * through its order); any other, or an unfinished upload, is NOT_FOUND.
 */
export async function getFile(args: {
  db: DbOrTx;
  fileId: string;
  organizationId: string;
  livemode: boolean;
}): Promise<StoredFile> {
  const [row] = await args.db
    .select()
    .from(files)
    .where(
      and(
        eq(files.id, args.fileId),
        eq(files.organizationId, args.organizationId),
        eq(files.livemode, args.livemode),
        eq(files.ready, true),
        isNull(files.practitionerId),
      ),
    );
  if (!row) throw notFound(args.fileId);
  return { ...toFileView(row), store: row.store };
}

/** A ready file by id alone, for a caller whose right to it was checked another way (a signed link). */
export async function getFileById(db: DbOrTx, fileId: string): Promise<StoredFile> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ready, true)));
  if (!row) throw notFound(fileId);
  return { ...toFileView(row), store: row.store };
}

/**
 * The bytes of a file the caller may read, from the store that holds them, pulled as the reader reads: the
 * whole file is never in memory, and a reader that stops reading stops the fetching.
 */
export function fileContent(db: DbOrTx, storage: FileStorage, file: StoredFile): ReadableStream<Uint8Array> {
  return storage.of(file.store).read(db, file.id);
}
