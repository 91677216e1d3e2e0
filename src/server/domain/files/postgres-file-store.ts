import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { clientOf } from '~/server/db/prepared';
import { fileChunks } from '~/server/db/schema';
import type { FileStore, FileStorage } from './file-store';

/** Bytes per stored row: few round trips, and never more than this held per upload. */
const CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per query while streaming: 1 MiB in flight at most. */
const CHUNKS_PER_READ = 4;
/**
 * The chunks from `$2` on, read in Postgres' binary format (postgres.js `binary()`, patches/postgres+3.4.9.patch):
 * each arrives as its bytes. In text format a bytea is hex, a string twice its size that the driver decodes again:
 * four 512 KiB strings per read of 1 MiB, garbage that ten downloads at once pile up until a full GC
 * (docs/performance.md, finding 57). Writes send bytes the same way (the patch's bytea parameters). drizzle's
 * select cannot ask for a binary result, so this goes through the postgres.js client (`clientOf`).
 */
const READ_CHUNKS = `select data from file_chunk where file_id = $1 and seq >= $2 order by seq limit ${CHUNKS_PER_READ}`;

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
          const rows = await clientOf(db).unsafe(READ_CHUNKS, [fileId, next], { prepare: true }).binary();
          // A view of the bytes the driver received, not a copy (data is never null: the column is NOT NULL).
          for (const [data] of rows) controller.enqueue(new Uint8Array(data!.buffer, data!.byteOffset, data!.length));
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
