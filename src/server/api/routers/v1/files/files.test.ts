import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it, inject, vi } from 'vitest';
import { files } from '~/server/db/schema';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { api, appDb, createAgent } from '~/test/fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000049454e44ae426082',
  'hex',
);
/** A Windows executable: what a renamed `invoice.pdf.exe` really is. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]);

type Part = { bytes: Buffer; name: string; type?: string };

async function upload(key: string, file: Part | null, fields: Record<string, string> = { purpose: 'intake' }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
  const res = await fetch(`${inject('baseUrl')}/v1/files`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}` },
    body: form,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function fileRows(organizationId: string) {
  return appDb().select().from(files).where(eq(files.organizationId, organizationId));
}

function expectRefused(res: { status: number; body: any }, field: string) {
  expect(res.status).toBe(422);
  expect(res.body.error.code).toBe('VALIDATION');
  expect(res.body.error.message).toMatch(new RegExp(`^${field}:`));
}

describe('POST /v1/files, GET /v1/files/{id} and /content', () => {
  it('stores a PDF, shows its metadata, and serves the same bytes as an attachment', async () => {
    const agent = await createAgent();
    const res = await upload(agent.apiKey, { bytes: PDF, name: 'akta.pdf', type: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^file_[0-9A-Za-z]{24}$/),
      object: 'file',
      purpose: 'intake',
      filename: 'akta.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
      sha256: sha256(PDF),
      livemode: true,
      created_at: expect.any(String),
    });

    const meta = await api(`/v1/files/${res.body.id}`, { key: agent.apiKey });
    expect(meta.status).toBe(200);
    expect(meta.body).toEqual(res.body);

    const content = await fetch(`${inject('baseUrl')}/v1/files/${res.body.id}/content`, {
      headers: { Authorization: `Bearer ${agent.apiKey}` },
    });
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('application/pdf');
    expect(content.headers.get('content-disposition')).toMatch(/^attachment; filename="akta\.pdf"/);
    expect(content.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await content.arrayBuffer());
    expect(sha256(bytes)).toBe(res.body.sha256);
    expect(bytes.equals(PDF)).toBe(true);
  });

  it('streams a file of many chunks back byte for byte', async () => {
    const agent = await createAgent();
    // 1.3 MB of text: six 256 KiB rows, read back four at a time.
    const text = Buffer.from('Pasal 1. Para pihak sepakat.\n'.repeat(45_000));
    const res = await upload(agent.apiKey, { bytes: text, name: 'kontrak.txt', type: 'text/plain' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.content_type).toBe('text/plain');
    const content = await fetch(`${inject('baseUrl')}/v1/files/${res.body.id}/content`, {
      headers: { Authorization: `Bearer ${agent.apiKey}` },
    });
    const bytes = Buffer.from(await content.arrayBuffer());
    expect(bytes.length).toBe(text.length);
    expect(sha256(bytes)).toBe(sha256(text));
  });

  it("answers 404 for another organization's file and for the other mode's", async () => {
    const owner = await createAgent();
    const stranger = await createAgent();
    const testKey = await createApiKey({
      db: appDb(),
      organizationId: owner.organizationId,
      name: 't',
      livemode: false,
    });
    const { body } = await upload(owner.apiKey, { bytes: PNG, name: 'ktp.png' });
    for (const key of [stranger.apiKey, testKey.api_key]) {
      for (const path of [`/v1/files/${body.id}`, `/v1/files/${body.id}/content`]) {
        const res = await api(path, { key });
        expect(res.status, path).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
      }
    }
    // A test-mode upload is a test file, invisible to the live key.
    const testFile = await upload(testKey.api_key, { bytes: PNG, name: 'ktp.png' });
    expect(testFile.body.livemode).toBe(false);
    expect((await api(`/v1/files/${testFile.body.id}`, { key: owner.apiKey })).status).toBe(404);
  });

  it('refuses a renamed executable, a type outside the list, and a declared type or extension the bytes deny', async () => {
    const agent = await createAgent();
    expectRefused(await upload(agent.apiKey, { bytes: EXE, name: 'invoice.pdf', type: 'application/pdf' }), 'file');
    expectRefused(await upload(agent.apiKey, { bytes: EXE, name: 'setup.exe' }), 'file');
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40)]);
    expectRefused(await upload(agent.apiKey, { bytes: gif, name: 'anim.gif', type: 'image/gif' }), 'file');
    expectRefused(await upload(agent.apiKey, { bytes: PNG, name: 'scan.png', type: 'application/pdf' }), 'file');
    expectRefused(await upload(agent.apiKey, { bytes: PDF, name: 'akta.docx' }), 'file');
    expectRefused(await upload(agent.apiKey, { bytes: Buffer.alloc(0), name: 'kosong.txt' }), 'file');
    expect(await fileRows(agent.organizationId)).toEqual([]);
  });

  it('refuses a file over the size cap, leaving no row', async () => {
    const agent = await createAgent();
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 'a');
    expectRefused(await upload(agent.apiKey, { bytes: big, name: 'besar.txt' }), 'file');
    expect(await fileRows(agent.organizationId)).toEqual([]);
  });

  it('cleans path-traversal and bidi names, and names the missing or unknown field', async () => {
    const agent = await createAgent();
    const traversal = await upload(agent.apiKey, { bytes: PDF, name: '../../etc/..\\win\\akta.pdf' });
    expect(traversal.status).toBe(201);
    expect(traversal.body.filename).toBe('akta.pdf');
    // U+202E turns `fdp.exe` around on screen; without it the name is what the bytes are.
    const bidi = await upload(agent.apiKey, { bytes: PDF, name: 'invoice\u202Efdp.pdf' });
    expect(bidi.status).toBe(201);
    expect(bidi.body.filename).toBe('invoicefdp.pdf');
    const content = await fetch(`${inject('baseUrl')}/v1/files/${bidi.body.id}/content`, {
      headers: { Authorization: `Bearer ${agent.apiKey}` },
    });
    expect(content.headers.get('content-disposition')).toBe(
      `attachment; filename="invoicefdp.pdf"; filename*=UTF-8''invoicefdp.pdf`,
    );
    await content.arrayBuffer();

    expectRefused(await upload(agent.apiKey, { bytes: PDF, name: 'a.pdf' }, { purpose: 'lainnya' }), 'purpose');
    expectRefused(await upload(agent.apiKey, { bytes: PDF, name: 'a.pdf' }, {}), 'purpose');
    expectRefused(await upload(agent.apiKey, null), 'file');
    expect((await fileRows(agent.organizationId)).map((f) => f.name).sort()).toEqual(['akta.pdf', 'invoicefdp.pdf']);
  });

  it('needs the berkas scopes, like every endpoint its scope', async () => {
    const agent = await createAgent({ scopes: ['order:baca'] });
    const res = await upload(agent.apiKey, { bytes: PDF, name: 'a.pdf' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN_SCOPE');
    expect((await api('/v1/files/file_x', { key: agent.apiKey })).body.error.code).toBe('FORBIDDEN_SCOPE');
  });

  it('leaves no row behind when the client hangs up halfway through an upload', async () => {
    const agent = await createAgent();
    const boundary = 'cutoffboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nintake\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="akta.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const url = new URL('/v1/files', inject('baseUrl'));
    const req = request(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${agent.apiKey}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + 4 * 1024 * 1024),
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(Buffer.concat([PDF, Buffer.alloc(1024 * 1024 - PDF.length, 'x')]));
    // The first 256 KiB are stored while the rest is awaited: the unfinished row exists, invisible.
    await vi.waitFor(async () => expect(await fileRows(agent.organizationId)).toHaveLength(1), { timeout: 10_000 });
    expect((await fileRows(agent.organizationId))[0]!.ready).toBe(false);
    req.destroy();
    await vi.waitFor(async () => expect(await fileRows(agent.organizationId)).toEqual([]), { timeout: 10_000 });
  });
});
