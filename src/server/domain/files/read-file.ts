import { and, eq, gte, asc } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { fileChunks, files } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { toFileView, type FileView } from './file-view';

/** A ready file of this organization and mode; any other (or an unfinished upload) is NOT_FOUND. */
export async function getFile(args: {
  db: DbOrTx;
  fileId: string;
  organizationId: string;
  livemode: boolean;
}): Promise<FileView> {
  const [row] = await args.db
    .select()
    .from(files)
    .where(
      and(
        eq(files.id, args.fileId),
        eq(files.organizationId, args.organizationId),
        eq(files.livemode, args.livemode),
        eq(files.ready, true),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', `Berkas ${args.fileId} tidak ditemukan.`);
  return toFileView(row);
}

/** Chunks fetched per query while streaming: 1 MiB in flight at most. */
const CHUNKS_PER_READ = 4;

/**
 * The bytes of a file the caller may read, a few chunks per query as the reader pulls them: the whole file
 * is never in memory, and a reader that stops reading stops the queries.
 */
export function fileContent(db: DbOrTx, fileId: string): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const rows = await db
          .select({ seq: fileChunks.seq, data: fileChunks.data })
          .from(fileChunks)
          .where(and(eq(fileChunks.fileId, fileId), gte(fileChunks.seq, next)))
          .orderBy(asc(fileChunks.seq))
          .limit(CHUNKS_PER_READ);
        for (const row of rows) controller.enqueue(new Uint8Array(row.data));
        next += rows.length;
        if (rows.length < CHUNKS_PER_READ) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}
