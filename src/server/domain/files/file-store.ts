import type { DbOrTx } from '~/server/db/client';
import type { FileStoreName } from '~/server/db/schema';

/** Bytes being written to a store: parts in order, then finished, or aborted (nothing is left behind). */
export type FileWriter = {
  write(part: Buffer): Promise<void>;
  finish(): Promise<void>;
  abort(): Promise<void>;
};

/**
 * Where file bytes live (the storage port): Postgres chunks by default, an S3-compatible bucket when configured.
 * The metadata row (`file`) is always in Postgres and names the store that holds the bytes, so files written
 * before a switch stay readable. `db` is for the Postgres store; others ignore it.
 */
export type FileStore = {
  name: FileStoreName;
  writer(db: DbOrTx, fileId: string): FileWriter;
  /** The bytes, pulled as the reader reads: never the whole file in memory. */
  read(db: DbOrTx, fileId: string): ReadableStream<Uint8Array>;
  remove(db: DbOrTx, fileId: string): Promise<void>;
};

/** The stores a process has: new files go to `current`; a file is read from the store its row names. */
export type FileStorage = { current: FileStore; of(name: FileStoreName): FileStore };
