// The dashboard's uploads over HTTP, as the browser's upload (multipart, session cookie, same-site Origin) sends
// them: an owner's or admin's file for a message, the practitioner's for a question or the hand-in, each then
// attached by the same moves as /v1 and downloadable from the order's signed link. Refusals leave no row.
import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { SessionUser } from '~/server/api/context';
import { connect } from '~/server/db/client';
import { files, member, orders, user } from '~/server/db/schema';
import { newId } from '~/server/domain/ids';
import { signUpVerified } from '~/test/accounts';
import type { AppServer } from '~/test/app-server';
import { dashboardAs } from '~/test/dashboard';
import { AMPLE_LIMITS, createAgent, type Agent } from '~/test/fixtures';
import { placeOrder } from '~/test/orders';
import { createClaimedPractitioner } from '~/test/practitioners';
import { clientAddresses, startProxiedApp } from '~/test/proxied-app';

const appDatabaseUrl = inject('appDatabaseUrl');
const handle = connect(appDatabaseUrl, { max: 2 });
const db = handle.db;
const client = clientAddresses('198.51.100');
const SERVICE = 'review-kontrak';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(64),
]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let app: AppServer;
let mine: Agent;
let theirs: Agent;
type Person = { cookie: string; user: SessionUser };
let admin: Person;
let reader: Person;
let stranger: Person;
let practitioner: Person & { practitionerId: string };
let otherPractitionerId: string;

async function person(name: string): Promise<Person> {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const cookie = await signUpVerified(app.baseUrl, db, { email, password: 'sandi-uji-12345', name }, client());
  const [row] = await db.select().from(user).where(eq(user.email, email));
  return {
    cookie,
    user: { id: row!.id, name, email, platformRole: null, locale: 'id', twoFactorEnabled: false },
  };
}

async function join(organizationId: string, who: Person, role: 'admin' | 'member') {
  await db.insert(member).values({ id: newId('member'), organizationId, userId: who.user.id, role });
}

/** The browser's upload: multipart with the purpose before the file, the session cookie, this site's Origin. */
function upload(
  path: string,
  options: { cookie?: string; bytes?: Buffer; name?: string; purpose?: string; origin?: string } = {},
) {
  const form = new FormData();
  if (options.purpose !== undefined) form.append('purpose', options.purpose);
  form.append('file', new Blob([new Uint8Array(options.bytes ?? PDF)]), options.name ?? 'surat.pdf');
  return fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      origin: options.origin ?? app.baseUrl,
      ...client(),
    },
    body: form,
  });
}

const fileCount = async (organizationId: string) =>
  (await db.select({ n: count() }).from(files).where(eq(files.organizationId, organizationId)))[0]!.n;

/** The link minted for this process's PUBLIC_URL, fetched from the app under test: no key, no cookie. */
async function download(url: string) {
  const { pathname, search } = new URL(url);
  const res = await fetch(`${app.baseUrl}${pathname}${search}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function expectRefusal(res: Response, status: number, code: string, message?: RegExp) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({
    error: { code, message: message ? expect.stringMatching(message) : expect.any(String) },
  });
}

beforeAll(async () => {
  app = await startProxiedApp(appDatabaseUrl);
  mine = await createAgent({ db, ...AMPLE_LIMITS });
  theirs = await createAgent({ db, ...AMPLE_LIMITS });
  admin = await person('Admin');
  reader = await person('Pembaca');
  stranger = await person('Orang');
  await join(mine.organizationId, admin, 'admin');
  await join(mine.organizationId, reader, 'member');
  await join(theirs.organizationId, stranger, 'admin');
  const p = await person('Praktisi');
  const claimed = await createClaimedPractitioner({
    db,
    name: 'Praktisi',
    email: p.user.email,
    serviceCodes: [SERVICE],
  });
  practitioner = { ...p, practitionerId: claimed.id };
  otherPractitionerId = (
    await createClaimedPractitioner({
      db,
      name: 'Lain',
      email: `lain-${Date.now()}@example.com`,
      serviceCodes: [SERVICE],
    })
  ).id;
}, 240_000);

afterAll(async () => {
  await app?.stop();
  await handle.sql.end();
});

/** An order of `mine` in a state the test needs, held by `practitionerId` (the offer round is not under test). */
async function orderIn(status: 'butuh_input_klien' | 'dikerjakan', practitionerId = practitioner.practitionerId) {
  const order = await placeOrder(db, mine, SERVICE);
  await db.update(orders).set({ status, practitionerId }).where(eq(orders.id, order.id));
  return order;
}

describe("the organization's upload for a message", () => {
  it('an admin uploads, replies with the file, and the order view links it; the bytes come back whole', async () => {
    const order = await orderIn('butuh_input_klien');
    const res = await upload(`/org/${mine.organizationId}/orders/${order.id}/berkas`, {
      cookie: admin.cookie,
      purpose: 'message',
      name: 'jawaban.pdf',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const file = (await res.json()) as { id: string };
    expect(file).toMatchObject({
      object: 'file',
      purpose: 'message',
      filename: 'jawaban.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
      sha256: sha256(PDF),
      livemode: true,
    });
    const [row] = await db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({ organizationId: mine.organizationId, practitionerId: null, ready: true });

    const replied = await dashboardAs(db, admin.user).org.orders.reply({
      organizationId: mine.organizationId,
      orderId: order.id,
      text: 'Terlampir.',
      files: [file.id],
    });
    const attached = replied.files.find((f) => f.id === file.id)!;
    expect(attached).toMatchObject({ attached_to: 'message', filename: 'jawaban.pdf' });
    const { res: got, bytes } = await download(attached.download_url!);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(sha256(bytes)).toBe(sha256(PDF));
  });

  it('refuses a renamed executable by its bytes (422 naming file) and keeps no row', async () => {
    const order = await orderIn('butuh_input_klien');
    const before = await fileCount(mine.organizationId);
    const res = await upload(`/org/${mine.organizationId}/orders/${order.id}/berkas`, {
      cookie: admin.cookie,
      purpose: 'message',
      bytes: EXE,
      name: 'akta.pdf',
    });
    await expectRefusal(res, 422, 'VALIDATION', /^file: jenis berkas tidak diterima/);
    expect(await fileCount(mine.organizationId)).toBe(before);
  });

  it('a read-only member is 403, another organization 404, signed out 401, a foreign Origin 403; no row', async () => {
    const order = await orderIn('butuh_input_klien');
    const path = `/org/${mine.organizationId}/orders/${order.id}/berkas`;
    const before = [await fileCount(mine.organizationId), await fileCount(theirs.organizationId)];
    await expectRefusal(await upload(path, { cookie: reader.cookie, purpose: 'message' }), 403, 'FORBIDDEN');
    await expectRefusal(await upload(path, { cookie: stranger.cookie, purpose: 'message' }), 404, 'NOT_FOUND');
    // Their own organization in the path, our order: still not theirs.
    await expectRefusal(
      await upload(`/org/${theirs.organizationId}/orders/${order.id}/berkas`, { cookie: stranger.cookie }),
      404,
      'NOT_FOUND',
    );
    await expectRefusal(await upload(path, { purpose: 'message' }), 401, 'UNAUTHORIZED');
    await expectRefusal(
      await upload(path, { cookie: admin.cookie, purpose: 'message', origin: 'https://evil.example' }),
      403,
      'FORBIDDEN',
    );
    // The organization writes messages only: a hand-in file is the practitioner's.
    await expectRefusal(
      await upload(path, { cookie: admin.cookie, purpose: 'deliverable' }),
      422,
      'VALIDATION',
      /^purpose:/,
    );
    expect([await fileCount(mine.organizationId), await fileCount(theirs.organizationId)]).toEqual(before);
  });
});

describe("the practitioner's upload for a question or the hand-in", () => {
  it('is theirs (outside the quota), hands in with the deliverable, and their list links it', async () => {
    const order = await orderIn('dikerjakan');
    const res = await upload(`/praktisi/order/${order.id}/berkas`, {
      cookie: practitioner.cookie,
      purpose: 'deliverable',
      name: '../../akta\u202Efdp.pdf',
    });
    expect(res.status).toBe(201);
    const file = (await res.json()) as { id: string; filename: string };
    expect(file.filename).toBe('aktafdp.pdf');
    const [row] = await db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({
      organizationId: mine.organizationId,
      livemode: true,
      practitionerId: practitioner.practitionerId,
      purpose: 'deliverable',
    });

    const caller = dashboardAs(db, practitioner.user);
    await caller.practitioner.orders.deliver({ orderId: order.id, text: 'Akta terlampir.', files: [file.id] });
    const listed = (await caller.practitioner.orders.list()).find((o) => o.id === order.id)!;
    expect(listed.status).toBe('diserahkan');
    const handedIn = listed.files.find((f) => f.id === file.id)!;
    expect(handedIn.attached_to).toBe('deliverable');
    expect(new URL(handedIn.download_url!).searchParams.get('by')).toBe(`practitioner:${practitioner.practitionerId}`);
    const { res: got, bytes } = await download(handedIn.download_url!);
    expect(got.status).toBe(200);
    expect(bytes.equals(PDF)).toBe(true);
    // The organization's owner sees the same file on the order page.
    const detail = await dashboardAs(db, admin.user).org.orders.detail({
      organizationId: mine.organizationId,
      orderId: order.id,
    });
    expect(detail.order.files.map((f) => [f.id, f.attached_to])).toEqual([[file.id, 'deliverable']]);
  });

  it("another practitioner's order is 403 and nothing is stored", async () => {
    const order = await orderIn('dikerjakan', otherPractitionerId);
    const before = await fileCount(mine.organizationId);
    await expectRefusal(
      await upload(`/praktisi/order/${order.id}/berkas`, { cookie: practitioner.cookie, purpose: 'deliverable' }),
      403,
      'FORBIDDEN',
    );
    // Not a practitioner at all: 403 too.
    await expectRefusal(
      await upload(`/praktisi/order/${order.id}/berkas`, { cookie: admin.cookie, purpose: 'message' }),
      403,
      'FORBIDDEN',
    );
    expect(await fileCount(mine.organizationId)).toBe(before);
    const [stored] = await db
      .select({ n: count() })
      .from(files)
      .where(and(eq(files.organizationId, mine.organizationId), eq(files.ready, false)));
    expect(stored!.n).toBe(0);
  });
});
