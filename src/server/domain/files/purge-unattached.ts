import { and, asc, eq, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { files, orderFiles } from '~/server/db/schema';
import { now as clockNow } from '~/server/domain/clock';
import type { FileStorage } from './file-store';

/** An upload no order ever took (or whose hand-in was replaced) is kept this long (decisions.md, issue 26). */
export const UNATTACHED_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** A row still not ready after this long belongs to a process that died mid-upload (as store-upload.ts). */
const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;
/** Files removed per run: a backlog is worked off over the following runs instead of in one long job. */
const BATCH = 200;

/**
 * The retention rule for files: an order's files live as long as the order; a file attached to no order is
 * removed 30 days after its upload, and an upload left half-written by a dead process after an hour. Each row
 * is deleted first, by a statement that checks again that nothing attached it meanwhile (an attach after that
 * fails on the foreign key, never links missing bytes); then its bytes leave their store. A store that fails
 * to remove them (a bucket away) leaves an object without a row, reported in `unremoved` for the log.
 */
export async function purgeUnattachedFiles(options: {
  db: Db;
  storage: FileStorage;
  now?: Date;
}): Promise<{ removed: number; unremoved: string[] }> {
  const { db, storage } = options;
  const at = (options.now ?? clockNow()).getTime();
  const unattached = notExists(
    db
      .select({ one: sql`1` })
      .from(orderFiles)
      .where(eq(orderFiles.fileId, files.id)),
  );
  const due = or(
    and(eq(files.ready, true), lt(files.createdAt, new Date(at - UNATTACHED_RETENTION_MS))),
    and(eq(files.ready, false), lt(files.createdAt, new Date(at - ABANDONED_UPLOAD_MS))),
  );
  const candidates = await db
    .select({ id: files.id })
    .from(files)
    .where(and(due, unattached))
    .orderBy(asc(files.createdAt))
    .limit(BATCH);
  let removed = 0;
  const unremoved: string[] = [];
  for (const { id } of candidates) {
    const [gone] = await db
      .delete(files)
      .where(and(eq(files.id, id), due, unattached))
      .returning({ id: files.id, store: files.store });
    if (!gone) continue;
    removed += 1;
    try {
      await storage.of(gone.store).remove(db, gone.id);
    } catch {
      unremoved.push(gone.id);
    }
  }
  return { removed, unremoved };
}
