// The files' retention rule, run as the hourly job runs it: an upload no order took goes 30 days after it was
// made, bytes and all; an order's files stay; a younger upload stays; a row a dead process left half-written
// goes after an hour.
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { fileChunks, files } from '~/server/db/schema';
import { testDomain } from '~/test/domain-context';
import { useFileDatabase } from '~/test/file-database';
import { createAgent, type Agent } from '~/test/fixtures';
import { placeOrder } from '~/test/orders';
import { attachFiles } from './order-files';
import { purgeUnattachedFiles, UNATTACHED_RETENTION_MS } from './purge-unattached';
import { storeUpload } from './store-upload';

await useFileDatabase('aos_file_retention');
let db: Db;
let agent: Agent;
beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({ db, depositIdr: 10_000_000 });
});

const DAY = 24 * 60 * 60 * 1000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function uploadAt(at: Date, name: string) {
  return storeUpload({
    db,
    storage: testDomain.files,
    organizationId: agent.organizationId,
    livemode: true,
    name,
    declaredType: 'application/pdf',
    bytes: (async function* () {
      yield PDF;
    })(),
    purpose: async () => 'intake',
    limits: { maxFileBytes: 1024 * 1024, quotaBytes: 1024 * 1024 * 1024 },
    now: at,
  });
}

const rowsOf = async (ids: string[]) =>
  (await db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).map((r) => r.id).sort();
const chunksOf = async (id: string) =>
  (await db.select({ n: count() }).from(fileChunks).where(eq(fileChunks.fileId, id)))[0]!.n;

describe('purgeUnattachedFiles', () => {
  it("removes what no order took after 30 days and half-written uploads after an hour; an order's files stay", async () => {
    const now = new Date();
    const old = await uploadAt(new Date(now.getTime() - UNATTACHED_RETENTION_MS - DAY), 'lama.pdf');
    const attached = await uploadAt(new Date(now.getTime() - UNATTACHED_RETENTION_MS - DAY), 'ktp.pdf');
    const young = await uploadAt(new Date(now.getTime() - UNATTACHED_RETENTION_MS + DAY), 'baru.pdf');
    const order = await placeOrder(db, agent, 'review-kontrak');
    await attachFiles(db, { orderId: order.id, kind: 'intake', fileIds: [attached.id], intakeKey: 'dokumen' });
    // A process that died mid-upload two hours ago: a row not ready, its first 256 KiB chunk written.
    const [halfWritten] = await db
      .insert(files)
      .values({
        id: 'file_halfwritten',
        organizationId: agent.organizationId,
        livemode: true,
        purpose: 'intake',
        name: 'putus.pdf',
        contentType: '',
        size: 0,
        sha256: '',
        ready: false,
        createdAt: new Date(now.getTime() - 2 * 60 * 60 * 1000),
      })
      .returning();
    const writer = testDomain.files.current.writer(db, halfWritten!.id);
    await writer.write(Buffer.alloc(300 * 1024));
    expect(await chunksOf(old.id)).toBeGreaterThan(0);
    expect(await chunksOf(halfWritten!.id)).toBeGreaterThan(0);

    const all = [old.id, attached.id, young.id, halfWritten!.id];
    expect(await purgeUnattachedFiles({ db, storage: testDomain.files, now })).toEqual({ removed: 2, unremoved: [] });
    expect(await rowsOf(all)).toEqual([attached.id, young.id].sort());
    expect(await chunksOf(old.id)).toBe(0);
    expect(await chunksOf(halfWritten!.id)).toBe(0);
    expect(await chunksOf(attached.id)).toBeGreaterThan(0);

    // Run again: nothing more is due. Two days later the young upload's 30 days are over.
    expect(await purgeUnattachedFiles({ db, storage: testDomain.files, now })).toEqual({ removed: 0, unremoved: [] });
    const later = new Date(now.getTime() + 2 * DAY);
    expect(await purgeUnattachedFiles({ db, storage: testDomain.files, now: later })).toEqual({
      removed: 1,
      unremoved: [],
    });
    expect(await rowsOf(all)).toEqual([attached.id]);
  });
});
