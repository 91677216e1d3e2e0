// The storage port's two backends under the same rules: an S3-compatible server (s3rver, started here, no
// network) and Postgres chunks. Upload, bytes and sha256 back, a file of many parts, and refused or cut-off
// uploads leaving no row and no object.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { fileChunks, files } from '~/server/db/schema';
import type { FileStorage, FileStore } from '~/server/domain/files/file-store';
import { postgresFileStore } from '~/server/domain/files/postgres-file-store';
import { fileContent, getFile } from '~/server/domain/files/read-file';
import { storeUpload } from '~/server/domain/files/store-upload';
import { createAgent, type Agent } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { s3Client, s3FileStore, type S3Settings } from './s3-file-store';

await useFileDatabase('aos_file_stores');

const BUCKET = 'aos-files';
let db: Db;
let server: S3rver;
let directory: string;
let settings: S3Settings;
let agent: Agent;

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({ db });
  directory = mkdtempSync(path.join(tmpdir(), 'aos-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  settings = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
});

afterAll(async () => {
  await server?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function* inParts(bytes: Buffer, size = 64 * 1024, failAfter?: number) {
  for (let at = 0; at < bytes.length; at += size) {
    if (failAfter !== undefined && at >= failAfter) throw new Error('client hung up');
    yield bytes.subarray(at, at + size);
  }
}

const storageOf = (store: FileStore): FileStorage => ({ current: store, of: () => store });

async function objectKeys(): Promise<string[]> {
  const listed = await (await s3Client(settings)).send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((o) => o.Key!);
}

async function readAll(stream: ReadableStream<Uint8Array>) {
  const parts: Buffer[] = [];
  for await (const part of stream as unknown as AsyncIterable<Uint8Array>) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

describe.each([
  ['s3', () => s3FileStore(settings)],
  ['postgres', () => postgresFileStore],
])('the %s file store', (name, makeStore) => {
  const upload = (bytes: AsyncIterable<Uint8Array>, fileName: string) =>
    storeUpload({
      db,
      storage: storageOf(makeStore()),
      organizationId: agent.organizationId,
      livemode: true,
      name: fileName,
      declaredType: undefined,
      bytes,
      purpose: async () => 'intake',
      limits: { maxFileBytes: 25 * 1024 * 1024, quotaBytes: 1024 * 1024 * 1024 },
    });

  const stored = async () => {
    const rows = await db.select().from(files).where(eq(files.organizationId, agent.organizationId));
    return rows.filter((r) => r.store === name);
  };

  it('stores a small file and a file of several parts, and gives back the same bytes', async () => {
    const small = await upload(inParts(PDF), 'akta.pdf');
    // 12 MiB of text: three S3 parts (5 + 5 + 2 MiB), forty-eight Postgres chunks.
    const big = Buffer.from('Pasal 1. Para pihak sepakat.\n'.repeat(434_000));
    const large = await upload(inParts(big), 'kontrak.txt');
    for (const [view, bytes] of [
      [small, PDF],
      [large, big],
    ] as const) {
      expect(view.sha256).toBe(sha256(bytes));
      const file = await getFile({ db, fileId: view.id, organizationId: agent.organizationId, livemode: true });
      expect(file.store).toBe(name);
      const back = await readAll(fileContent(db, storageOf(makeStore()), file));
      expect(back.length).toBe(bytes.length);
      expect(sha256(back)).toBe(sha256(bytes));
    }
    if (name === 's3') expect((await objectKeys()).sort()).toEqual([`files/${small.id}`, `files/${large.id}`].sort());
  });

  it('gives back every byte value as sent, and Postgres holds those bytes, not their text', async () => {
    // Random bytes (NUL, invalid UTF-8, every value) in a PDF's frame: the Postgres store sends and reads them in
    // binary format (patches/postgres+3.4.9.patch); 600 KiB is three chunks, the last one short.
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(600 * 1024), Buffer.from('\n%%EOF\n')]);
    const view = await upload(inParts(bytes, 100_000), 'acak.pdf');
    expect(view.size).toBe(bytes.length);
    expect(view.sha256).toBe(sha256(bytes));
    const file = await getFile({ db, fileId: view.id, organizationId: agent.organizationId, livemode: true });
    const back = await readAll(fileContent(db, storageOf(makeStore()), file));
    expect(back.equals(bytes)).toBe(true);
    if (name === 'postgres') {
      const [row] = await db.execute<{ sha256: string; chunks: number }>(
        sql`select encode(sha256(string_agg(data, ''::bytea order by seq)), 'hex') as sha256, count(*)::int as chunks
            from file_chunk where file_id = ${view.id}`,
      );
      expect(row).toEqual({ sha256: sha256(bytes), chunks: 3 });
    }
  });

  it('leaves no row and no stored bytes after a refused type or a cut-off upload', async () => {
    const before = await stored();
    const keysBefore = name === 's3' ? await objectKeys() : [];
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100 * 1024)]);
    await expect(upload(inParts(exe), 'a.pdf')).rejects.toMatchObject({ code: 'VALIDATION' });
    // Cut off after 6 MiB: one S3 part already sent, Postgres chunks already written.
    const text = Buffer.from('x'.repeat(8 * 1024 * 1024));
    await expect(upload(inParts(text, 64 * 1024, 6 * 1024 * 1024), 'b.txt')).rejects.toThrow('client hung up');
    expect(await stored()).toEqual(before);
    if (name === 's3') expect(await objectKeys()).toEqual(keysBefore);
    const orphanChunks = await db.select({ id: fileChunks.fileId }).from(fileChunks);
    const known = new Set((await db.select({ id: files.id }).from(files)).map((f) => f.id));
    expect(orphanChunks.filter((c) => !known.has(c.id))).toEqual([]);
  });
});
