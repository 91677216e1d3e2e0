import { and, asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { fileChunks } from '~/server/db/schema';
import type { FileStore, FileStorage } from './file-store';

/** Bytes per stored row: few round trips, and never more than this held per upload. */
const CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per query while streaming: 1 MiB in flight at most. */
const CHUNKS_PER_READ = 4;

/**
 * Files as 256 KiB `file_chunk` rows (bytea) beside their metadata: nothing new to run, backed up with the rest,
 * and deleted with the `file` row (cascade). Each chunk is its own short statement, so a slow client never holds
 * a pooled connection or an open transaction.
 */
export const postgresFileStore: FileStore = {
  name: 'postgres',
  writer(db, fileId) {
    let seq = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const data = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await db.insert(fileChunks).values({ fileId, seq: seq++, data });
    };
    return {
      async write(part) {
        pending.push(part);
        pendingBytes += part.length;
        if (pendingBytes >= CHUNK_BYTES) await flush();
      },
      finish: flush,
      async abort() {
        pending = [];
        await db.delete(fileChunks).where(eq(fileChunks.fileId, fileId));
      },
    };
  },
  read(db: DbOrTx, fileId: string) {
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
  },
  async remove(db, fileId) {
    await db.delete(fileChunks).where(eq(fileChunks.fileId, fileId));
  },
};

/** Storage with the Postgres store only (the default, and what tests of other features use). */
export const postgresOnlyStorage: FileStorage = {
  current: postgresFileStore,
  of: (name) => {
    if (name !== 'postgres') throw new Error(`File store ${name} is not configured in this process.`);
    return postgresFileStore;
  },
};
