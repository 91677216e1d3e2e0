// Files on orders over HTTP: an intake document, files on messages and on the hand-in, the order view's signed
// links (work without a key, expire, refuse tampering) and the audit row of every download. Own database, app
// and worker: the practitioner flow needs offering to run.
import { memberReach } from '~/server/domain/tenant';
import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileLinkSecret } from '~/server/composition';
import { getDb, type Db } from '~/server/db/client';
import { auditLog, files, orders, serviceIntakeFields, services } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { fileLinkUrl } from '~/server/domain/files/file-links';
import { storeUpload } from '~/server/domain/files/store-upload';
import { randomBase62 } from '~/server/domain/ids';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { requestRevision } from '~/server/domain/orders/client-actions';
import { getOrderDetails } from '~/server/domain/orders/order-details';
import { askClient, deliverOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { startWorker } from '~/server/worker/runner';
import { startAppServer, type AppServer } from '~/test/app-server';
import { testDomain } from '~/test/domain-context';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { api as apiAt, createAgent as createAgentIn, type Agent } from '~/test/fixtures';
import { createClaimedPractitioner } from '~/test/practitioners';

const databaseUrl = await useFileDatabase('aos_order_files');

let db: Db;
let app: AppServer;
let runner: Runner;

const SERVICE = 'uji-dokumen';

beforeAll(async () => {
  db = await getDb();
  await db.insert(services).values({
    code: SERVICE,
    name: 'Uji dokumen',
    description: 'Layanan uji dengan intake berkas',
    category: 'uji',
    priceIdr: 500_000,
    slaHours: 48,
  });
  await db.insert(serviceIntakeFields).values([
    { serviceCode: SERVICE, key: 'nama', label: 'Nama', required: true, description: '', position: 0 },
    { serviceCode: SERVICE, key: 'ktp', label: 'KTP', required: true, description: '', type: 'file', position: 1 },
    { serviceCode: SERVICE, key: 'npwp', label: 'NPWP', required: false, description: '', type: 'file', position: 2 },
  ]);
  app = await startAppServer({ DATABASE_URL: databaseUrl, SERVICE_EMBEDDED_DB: '0' });
  runner = await startWorker({ domain: testDomain, concurrency: 2 });
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await app?.stop();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000049454e44ae426082',
  'hex',
);
async function* once(bytes: Buffer) {
  yield bytes;
}
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const createAgent = (options: Omit<Parameters<typeof createAgentIn>[0] & object, 'db'> = {}) =>
  createAgentIn({ depositIdr: 10_000_000, ...options, db });
const api = <T = any>(path: string, options: Parameters<typeof apiAt>[1] = {}) =>
  apiAt<T>(path, { ...options, baseUrl: app.baseUrl });

async function upload(key: string, bytes: Buffer, name: string, purpose = 'intake') {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${app.baseUrl}/v1/files`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}` },
    body: form,
  });
  const body = (await res.json()) as any;
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.id as string;
}

/** This file's app at the link's path and query (links minted in this process name its PUBLIC_URL). */
const onApp = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${app.baseUrl}${pathname}${search}`;
};

/** A file link fetched the way the agent's user would: no key, no cookie. */
async function download(url: string) {
  const res = await fetch(onApp(url));
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const orderCount = async (organizationId: string) =>
  (await db.select({ n: count() }).from(orders).where(eq(orders.organizationId, organizationId)))[0]!.n;

const downloadsOf = (orderId: string, action = 'file.download') =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, orderId), eq(auditLog.action, action)));

function expectError(res: { status: number; body: any }, status: number, code: string, message?: RegExp) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ error: { code, message: message ? expect.stringMatching(message) : expect.any(String) } });
}

describe('an intake field of type file', () => {
  it('is shown in the service schema', async () => {
    const res = await api(`/v1/services/${SERVICE}`, { key: (await createAgent()).apiKey });
    expect(res.status).toBe(200);
    expect(res.body.intake.map((f: any) => [f.key, f.type])).toEqual([
      ['nama', 'text'],
      ['ktp', 'file'],
      ['npwp', 'file'],
    ]);
  });

  it("takes the organization's own file, lists it with a link that works without the key, and audits the download", async () => {
    const agent = await createAgent();
    const ktp = await upload(agent.apiKey, PDF, 'ktp.pdf');
    const res = await api('/v1/orders', {
      key: agent.apiKey,
      body: { service: SERVICE, intake: { nama: 'Budi', ktp } },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.intake).toEqual({ nama: 'Budi', ktp });
    expect(res.body.files).toEqual([
      {
        id: ktp,
        filename: 'ktp.pdf',
        content_type: 'application/pdf',
        size: PDF.length,
        sha256: sha256(PDF),
        attached_to: 'intake',
        intake_key: 'ktp',
        message_id: null,
        download_url: expect.stringMatching(new RegExp(`^http://[^/]+/berkas/${ktp}\\?order=`)),
        preview_url: expect.stringMatching(new RegExp(`^http://[^/]+/berkas/${ktp}/pratinjau\\?order=`)),
        expires_at: expect.any(String),
      },
    ]);
    const expiresIn = Date.parse(res.body.files[0].expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(10 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);

    const polled = await api(`/v1/orders/${res.body.id}`, { key: agent.apiKey });
    expect(polled.body.files.map((f: any) => f.id)).toEqual([ktp]);

    const { res: got, bytes } = await download(polled.body.files[0].download_url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="ktp\.pdf"/);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(sha256(bytes)).toBe(sha256(PDF));
    const audited = await downloadsOf(res.body.id);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorType: 'api_key', targetType: 'order', details: { file_id: ktp } });
  });

  it("refuses a wrong id, another organization's file and a test-mode file with INTAKE_INVALID naming the key; no order", async () => {
    const agent = await createAgent();
    const stranger = await createAgent();
    const foreign = await upload(stranger.apiKey, PDF, 'ktp.pdf');
    const testKey = await createApiKey({ db, organizationId: agent.organizationId, name: 't', livemode: false });
    const testFile = await upload(testKey.api_key, PDF, 'ktp.pdf');
    for (const ktp of ['file_tidakada000000000000000', foreign, testFile, 'sebuah teks']) {
      const res = await api('/v1/orders', {
        key: agent.apiKey,
        body: { service: SERVICE, intake: { nama: 'B', ktp } },
      });
      expectError(res, 422, 'INTAKE_INVALID', /^intake\.ktp: /);
    }
    const own = await upload(agent.apiKey, PDF, 'ktp.pdf');
    const res = await api('/v1/orders', {
      key: agent.apiKey,
      body: { service: SERVICE, intake: { nama: 'B', ktp: own, npwp: foreign } },
    });
    expectError(res, 422, 'INTAKE_INVALID', /^intake\.npwp: /);
    expect(await orderCount(agent.organizationId)).toBe(0);
  });
});

describe('signed file links', () => {
  let agent: Agent;
  let orderId: string;
  let fileId: string;
  let link: URL;

  beforeAll(async () => {
    agent = await createAgent();
    fileId = await upload(agent.apiKey, PNG, 'ktp.png');
    const res = await api('/v1/orders', {
      key: agent.apiKey,
      body: { service: SERVICE, intake: { nama: 'Sari', ktp: fileId } },
    });
    orderId = res.body.id;
    link = new URL(res.body.files[0].download_url);
  });

  const altered = (change: (q: URLSearchParams) => void) => {
    const url = new URL(link);
    change(url.searchParams);
    return url.toString();
  };

  it('works, and is refused with 401 UNAUTHORIZED once expired or when any part is changed; refusals are not audited', async () => {
    expect((await download(link.toString())).res.status).toBe(200);
    const expired = fileLinkUrl(app.baseUrl, fileLinkSecret(), {
      fileId,
      orderId,
      expires: Math.floor(now().getTime() / 1000) - 1,
      reader: `api_key:x`,
    });
    const tampered = [
      altered((q) => q.set('signature', `${q.get('signature')!.slice(0, -2)}AA`)),
      altered((q) => q.set('expires', String(Number(q.get('expires')) + 3600))),
      altered((q) => q.set('by', 'user:usr_lain')),
      altered((q) => q.delete('signature')),
      altered((q) => q.set('expires', 'besok')),
    ];
    const before = (await downloadsOf(orderId)).length;
    const expiredRes = await fetch(onApp(expired));
    expect(expiredRes.status).toBe(401);
    expect(await expiredRes.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: expect.stringMatching(/kedaluwarsa/) },
    });
    for (const url of tampered) {
      const res = await fetch(onApp(url));
      expect(res.status, url).toBe(401);
      expect(((await res.json()) as any).error.code).toBe('UNAUTHORIZED');
    }
    // Bound to the file: the same query on another file's path is refused.
    const other = await upload(agent.apiKey, PDF, 'lain.pdf');
    const moved = new URL(link);
    moved.pathname = `/berkas/${other}`;
    expect((await fetch(onApp(moved.toString()))).status).toBe(401);
    expect(await downloadsOf(orderId)).toHaveLength(before);
  });
});

describe('previews', () => {
  const TEXT = Buffer.from('Catatan: bukan untuk ditampilkan.\n');
  let agent: Agent;
  let orderId: string;
  let textOrderId: string;
  const byName = new Map<string, any>();
  const fileNamed = (name: string) => byName.get(name);

  beforeAll(async () => {
    agent = await createAgent();
    const order = async (intake: Record<string, string>) => {
      const res = await api('/v1/orders', { key: agent.apiKey, body: { service: SERVICE, intake } });
      expect(res.status, res.text).toBe(201);
      for (const file of res.body.files) byName.set(file.filename, file);
      return res.body.id as string;
    };
    orderId = await order({
      nama: 'Dewi',
      ktp: await upload(agent.apiKey, PDF, 'ktp.pdf'),
      npwp: await upload(agent.apiKey, PNG, 'foto.png'),
    });
    textOrderId = await order({ nama: 'Dewi', ktp: await upload(agent.apiKey, TEXT, 'npwp.txt') });
  });

  it('shows a PDF or an image inline, sandboxed, frameable only by this site, and audits each preview', async () => {
    for (const [name, type, bytes] of [
      ['ktp.pdf', 'application/pdf', PDF],
      ['foto.png', 'image/png', PNG],
    ] as const) {
      const file = fileNamed(name);
      expect(file.preview_url).toMatch(new RegExp(`/berkas/${file.id}/pratinjau\\?`));
      const res = await fetch(onApp(file.preview_url));
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="${name}"; filename*=UTF-8''${name}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox",
      );
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    const previews = await downloadsOf(orderId, 'file.preview');
    expect(previews.map((a) => [a.actorType, (a.details as any).file_id])).toEqual([
      ['api_key', fileNamed('ktp.pdf').id],
      ['api_key', fileNamed('foto.png').id],
    ]);
    expect(await downloadsOf(orderId)).toHaveLength(0);
  });

  it('has no preview of text (download only); a preview link forged for it is 404, and nothing is audited', async () => {
    const text = fileNamed('npwp.txt');
    expect(text.content_type).toBe('text/plain');
    expect(text.preview_url).toBeNull();
    const { res } = await download(text.download_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
    const before = (await downloadsOf(textOrderId, 'file.preview')).length;
    const forged = fileLinkUrl(
      app.baseUrl,
      fileLinkSecret(),
      { fileId: text.id, orderId: textOrderId, expires: Math.floor(now().getTime() / 1000) + 60, reader: 'api_key:x' },
      'preview',
    );
    const refused = await fetch(forged);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringMatching(/pratinjau/) } });
    expect(await downloadsOf(textOrderId, 'file.preview')).toHaveLength(before);
  });

  it('is a use of its own: a download link moved to the preview path, or back, is 401; so is an expired preview', async () => {
    const pdf = fileNamed('ktp.pdf');
    const before = (await downloadsOf(orderId, 'file.preview')).length;
    const downloadAsPreview = new URL(pdf.download_url);
    downloadAsPreview.pathname += '/pratinjau';
    const previewAsDownload = new URL(pdf.preview_url);
    previewAsDownload.pathname = previewAsDownload.pathname.replace(/\/pratinjau$/, '');
    const expired = fileLinkUrl(
      app.baseUrl,
      fileLinkSecret(),
      { fileId: pdf.id, orderId, expires: Math.floor(now().getTime() / 1000) - 1, reader: 'api_key:x' },
      'preview',
    );
    for (const url of [downloadAsPreview.toString(), previewAsDownload.toString(), expired]) {
      const res = await fetch(onApp(url));
      expect(res.status, url).toBe(401);
      expect(((await res.json()) as any).error.code).toBe('UNAUTHORIZED');
    }
    expect(await downloadsOf(orderId, 'file.preview')).toHaveLength(before);
    expect(await downloadsOf(orderId)).toHaveLength(0);
  });
});

describe('files on messages and on the hand-in', () => {
  let agent: Agent;
  let stranger: Agent;
  let practitionerId: string;
  let orderId: string;

  beforeAll(async () => {
    agent = await createAgent();
    stranger = await createAgent();
    practitionerId = (
      await createClaimedPractitioner({
        db,
        name: 'Praktisi Berkas',
        email: `berkas-${randomBase62(10).toLowerCase()}@example.com`,
        serviceCodes: [SERVICE],
      })
    ).id;
    const ktp = await upload(agent.apiKey, PDF, 'ktp.pdf');
    const res = await api('/v1/orders', {
      key: agent.apiKey,
      body: { service: SERVICE, intake: { nama: 'Ani', ktp } },
    });
    orderId = res.body.id;
    await waitFor(
      async () => (await getOrderDetails({ db, orderId })).current_offer?.practitioner_id === practitionerId,
      {
        what: `an offer of ${orderId}`,
      },
    );
    const offered = await acceptOffer({ db, domain: testDomain, orderId, practitionerId });
    // The practitioner sees the intake document from the offer on, with a link of their own.
    expect(offered.files.map((f) => [f.id, f.attached_to])).toEqual([[ktp, 'intake']]);
    expect(new URL(offered.files[0]!.download_url!).searchParams.get('by')).toBe(`practitioner:${practitionerId}`);
    await startWork({ db, domain: testDomain, orderId, practitionerId });
  });

  const practitionerUpload = (bytes: Buffer, name: string, owner = practitionerId) =>
    storeUpload({
      db,
      storage: testDomain.files,
      organizationId: agent.organizationId,
      livemode: true,
      practitionerId: owner,
      name,
      declaredType: undefined,
      bytes: once(bytes),
      purpose: async () => 'deliverable',
      limits: { maxFileBytes: 25 * 1024 * 1024, quotaBytes: 1 },
    });

  it('a practitioner asks with a file; the client replies with files; a foreign file is refused and changes nothing', async () => {
    const form = await practitionerUpload(PDF, 'formulir.pdf');
    const asked = await askClient({
      db,
      domain: testDomain,
      orderId,
      practitionerId,
      text: 'Mohon isi formulir terlampir.',
      files: [form.id],
    });
    expect(asked.status).toBe('butuh_input_klien');
    const question = asked.messages.at(-1)!;
    expect(asked.files.find((f) => f.id === form.id)).toMatchObject({
      attached_to: 'message',
      message_id: question.id,
    });

    const filled = await upload(agent.apiKey, PDF, 'formulir-isi.pdf', 'message');
    const foreign = await upload(stranger.apiKey, PNG, 'x.png', 'message');
    const before = await api(`/v1/orders/${orderId}`, { key: agent.apiKey });
    for (const files of [[foreign], [form.id], ['file_tidakada000000000000000']]) {
      const res = await api(`/v1/orders/${orderId}/messages`, { key: agent.apiKey, body: { message: 'Ini', files } });
      expectError(res, 422, 'VALIDATION', /^files: /);
    }
    const unchanged = await api(`/v1/orders/${orderId}`, { key: agent.apiKey });
    expect(unchanged.body.status).toBe('butuh_input_klien');
    expect(unchanged.body.messages).toEqual(before.body.messages);
    expect(unchanged.body.files.map((f: any) => f.id)).toEqual(before.body.files.map((f: any) => f.id));

    const reply = await api(`/v1/orders/${orderId}/messages`, {
      key: agent.apiKey,
      body: { message: 'Terlampir.', files: [filled] },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.status).toBe('dikerjakan');
    const answer = reply.body.messages.at(-1);
    expect(answer.sender).toBe('klien');
    expect(reply.body.files.find((f: any) => f.id === filled)).toMatchObject({
      attached_to: 'message',
      message_id: answer.id,
      filename: 'formulir-isi.pdf',
    });
    // The agent can fetch the practitioner's file from its own view's link.
    const practitionerFile = reply.body.files.find((f: any) => f.id === form.id);
    const { res, bytes } = await download(practitionerFile.download_url);
    expect(res.status).toBe(200);
    expect(bytes.equals(PDF)).toBe(true);
  });

  it("the hand-in carries text and files; only the practitioner's own uploads; a new hand-in replaces the files", async () => {
    const orgFile = await upload(agent.apiKey, PDF, 'org.pdf');
    const othersUpload = await practitionerUpload(
      PDF,
      'lain.pdf',
      (
        await createClaimedPractitioner({
          db,
          name: 'Praktisi Lain',
          email: `lain-${randomBase62(10).toLowerCase()}@example.com`,
          serviceCodes: ['nib-oss'],
        })
      ).id,
    );
    for (const files of [[orgFile], [othersUpload.id]]) {
      await expect(
        deliverOrder({ db, domain: testDomain, orderId, practitionerId, text: 'Akta', files }),
      ).rejects.toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/^files: /) });
    }
    expect((await api(`/v1/orders/${orderId}`, { key: agent.apiKey })).body.status).toBe('dikerjakan');

    const deed = await practitionerUpload(PDF, 'akta.pdf');
    const delivered = await deliverOrder({
      db,
      domain: testDomain,
      orderId,
      practitionerId,
      text: 'Akta pendirian terlampir.',
      files: [deed.id],
    });
    expect(delivered.status).toBe('diserahkan');
    const view = await api(`/v1/orders/${orderId}`, { key: agent.apiKey });
    expect(view.body.deliverable).toBe('Akta pendirian terlampir.');
    const handedIn = view.body.files.filter((f: any) => f.attached_to === 'deliverable');
    expect(handedIn.map((f: any) => [f.id, f.filename, f.sha256])).toEqual([[deed.id, 'akta.pdf', sha256(PDF)]]);
    const oldLink = handedIn[0].download_url;
    const { bytes } = await download(oldLink);
    expect(sha256(bytes)).toBe(sha256(PDF));

    // Revision, then a new hand-in: the previous file is no longer the deliverable's, and its link is 404.
    const revised = await requestRevision({
      db,
      domain: testDomain,
      orderId,
      reach: memberReach(agent.organizationId),
      actor: { type: 'user', id: 'usr_pemilik' },
      text: 'Mohon perbaiki nama.',
    });
    expect(revised.status).toBe('dikerjakan');
    const deed2 = await practitionerUpload(PNG, 'akta-2.png');
    await deliverOrder({ db, domain: testDomain, orderId, practitionerId, text: 'Revisi.', files: [deed2.id] });
    const after = await api(`/v1/orders/${orderId}`, { key: agent.apiKey });
    expect(after.body.files.filter((f: any) => f.attached_to === 'deliverable').map((f: any) => f.id)).toEqual([
      deed2.id,
    ]);
    const gone = await fetch(onApp(oldLink));
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as any).error.code).toBe('NOT_FOUND');

    // A practitioner's upload is read through the order only: GET /v1/files does not show it to the organization.
    expect((await api(`/v1/files/${deed2.id}`, { key: agent.apiKey })).status).toBe(404);
    const audited = await downloadsOf(orderId);
    expect(audited.map((a) => a.actorType)).toEqual(['api_key', 'api_key']);
  });
});

describe('storage quota', () => {
  it('refuses an upload past the quota with nothing stored; test files and practitioner uploads count apart', async () => {
    const agent = await createAgent();
    const limits = { maxFileBytes: 1024, quotaBytes: 1000 };
    const put = (livemode: boolean, name: string, practitionerId?: string) =>
      storeUpload({
        db,
        storage: testDomain.files,
        organizationId: agent.organizationId,
        livemode,
        practitionerId,
        name,
        declaredType: 'text/plain',
        bytes: once(Buffer.alloc(600, 'a')),
        purpose: async () => 'intake',
        limits,
      });
    await put(true, 'satu.txt');
    await expect(put(true, 'dua.txt')).rejects.toMatchObject({ code: 'VALIDATION', message: /^file: kuota/ });
    // Test mode has its own quota.
    await put(false, 'uji.txt');
    const rows = await db.select().from(files).where(eq(files.organizationId, agent.organizationId));
    expect(rows.map((r) => [r.name, r.livemode]).sort()).toEqual([
      ['satu.txt', true],
      ['uji.txt', false],
    ]);
  });
});
