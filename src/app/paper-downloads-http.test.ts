// The dashboard's download routes over HTTP, as a browser with a session cookie calls them: PDFs and CSVs of
// the reader's own organization (or their own earnings, or finance's exports), signed out sent to sign in,
// anyone else's paper 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { connect } from '~/server/db/client';
import { member, user } from '~/server/db/schema';
import { newId } from '~/server/domain/ids';
import { recordDeposit } from '~/server/domain/ledger/record-deposit';
import { topUpTestDeposit } from '~/server/domain/testmode/test-deposit';
import { jakartaMonth } from '~/shared/format/jakarta-time';
import { rupiah } from '~/shared/format/rupiah';
import { signUpVerified } from '~/test/accounts';
import type { AppServer } from '~/test/app-server';
import { parseCsv } from '~/test/csv';
import { testDomain } from '~/test/domain-context';
import { AMPLE_LIMITS, createAgent, TEST_ACTOR, type Agent } from '~/test/fixtures';
import { placeOrder, seededPrice } from '~/test/orders';
import { pdfText } from '~/test/papers';
import { createClaimedPractitioner } from '~/test/practitioners';
import { clientAddresses, startProxiedApp } from '~/test/proxied-app';

const appDatabaseUrl = inject('appDatabaseUrl');
const handle = connect(appDatabaseUrl, { max: 2 });
const db = handle.db;
const client = clientAddresses('198.51.100');
const month = jakartaMonth(new Date()).label;
let app: AppServer;
let mine: Agent;
let theirs: Agent;
let reader: string;

async function person(name: string) {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const cookie = await signUpVerified(app.baseUrl, db, { email, password: 'sandi-uji-12345', name }, client());
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { email, cookie, id: row!.id };
}

function get(path: string, cookie?: string) {
  return fetch(`${app.baseUrl}${path}`, {
    headers: { ...(cookie ? { cookie } : {}), ...client() },
    redirect: 'manual',
  });
}

async function expectNotFound(path: string, cookie?: string) {
  const res = await get(path, cookie);
  expect(res.status).toBe(404);
  expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
}

beforeAll(async () => {
  app = await startProxiedApp(appDatabaseUrl);
  mine = await createAgent({ db, ...AMPLE_LIMITS, approvalThresholdIdr: 100_000_000 });
  theirs = await createAgent({ db, ...AMPLE_LIMITS });
  const someone = await person('Pembaca');
  await db
    .insert(member)
    .values({ id: newId('member'), organizationId: mine.organizationId, userId: someone.id, role: 'member' });
  reader = someone.cookie;
}, 240_000);
afterAll(async () => {
  await app?.stop();
  await handle.sql.end();
});

describe('dashboard downloads', () => {
  it("an order's receipt: the member's PDF, signed out to sign in, another organization's 404", async () => {
    const order = await placeOrder(db, mine, 'review-kontrak');
    const foreign = await placeOrder(db, theirs, 'review-kontrak');
    const path = `/org/${mine.organizationId}/orders/${order.id}/kwitansi`;

    const signedOut = await get(path);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(`/masuk?next=${encodeURIComponent(path)}`);

    const res = await get(path, reader);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="KWT_\d{4}_\d{6}\.pdf"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('KWITANSI PEMBAYARAN');
    expect(text).toContain(order.id);
    expect(text).toContain(rupiah(seededPrice('review-kontrak')));

    await expectNotFound(`/org/${theirs.organizationId}/orders/${foreign.id}/kwitansi`, reader);
    await expectNotFound(`/org/${mine.organizationId}/orders/${foreign.id}/kwitansi`, reader);
    await expectNotFound(`/org/${theirs.organizationId}/deposit/laporan?bulan=${month}`, reader);
  });

  it("the orders CSV holds exactly the organization's orders with their prices; a bad filter is 422", async () => {
    const placed = [await placeOrder(db, mine, 'review-kontrak'), await placeOrder(db, mine, 'somasi')];
    await placeOrder(db, theirs, 'review-kontrak');
    const res = await get(`/org/${mine.organizationId}/orders/ekspor.csv?bulan=${month}`, reader);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="order-${month}.csv"`);
    const [header, ...rows] = parseCsv(await res.text());
    expect(header!.slice(0, 6)).toEqual(['order_id', 'created_at', 'status', 'service', 'service_name', 'price_idr']);
    const byId = new Map(rows.map((r) => [r[0], r]));
    for (const order of placed) expect(Number(byId.get(order.id)![5])).toBe(seededPrice(order.service));
    expect(rows.every((r) => r[0]!.startsWith('ord_'))).toBe(true);
    const own = await db.query.orders.findMany({ where: (o, { eq: is }) => is(o.organizationId, mine.organizationId) });
    expect(rows.map((r) => r[0]).sort()).toEqual(own.map((o) => o.id).sort());

    const refused = await get(`/org/${mine.organizationId}/orders/ekspor.csv?status=hilang`, reader);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    await expectNotFound(`/org/${theirs.organizationId}/orders/ekspor.csv`, reader);
    await expectNotFound(`/org/${theirs.organizationId}/cases/invoice.csv`, reader);
  });

  it("the deposit's movements and statement follow the browser's test switch, as the deposit page does", async () => {
    const org = await createAgent({ db, ...AMPLE_LIMITS });
    const reference = `BCA-MODE-${Date.now()}`;
    await recordDeposit({
      db,
      domain: testDomain,
      organizationId: org.organizationId,
      amountIdr: 3_000_000,
      reference,
      actor: TEST_ACTOR,
    });
    await topUpTestDeposit({ db, organizationId: org.organizationId, amountIdr: 1_234_000 });
    const owner = await person('Pemilik');
    await db
      .insert(member)
      .values({ id: newId('member'), organizationId: org.organizationId, userId: owner.id, role: 'owner' });
    const path = `/org/${org.organizationId}/deposit/mutasi.csv?bulan=${month}`;
    const amounts = (text: string) =>
      parseCsv(text)
        .slice(1)
        .map((r) => [r[2], Number(r[5])]);

    const live = await get(path, owner.cookie);
    expect(live.headers.get('content-disposition')).toBe(`attachment; filename="mutasi-${month}.csv"`);
    const liveRows = await live.text();
    expect(liveRows).toContain(reference);
    // The agent's opening deposit and this transfer; nothing of the test deposit.
    expect(amounts(liveRows)).toEqual([
      ['deposit_topup', AMPLE_LIMITS.depositIdr],
      ['deposit_topup', 3_000_000],
    ]);

    const testCookie = `${owner.cookie}; test_mode=1`;
    const test = await get(path, testCookie);
    expect(test.status).toBe(200);
    expect(test.headers.get('content-disposition')).toBe(`attachment; filename="mutasi-${month}-uji.csv"`);
    const testRows = await test.text();
    expect(testRows).not.toContain(reference);
    expect(amounts(testRows)).toEqual([['test_deposit_topup', 1_234_000]]);

    const statement = await get(`/org/${org.organizationId}/deposit/laporan?bulan=${month}`, testCookie);
    expect(statement.status).toBe(200);
    expect(statement.headers.get('content-disposition')).toBe(
      `attachment; filename="laporan-deposit-${month}-uji.pdf"`,
    );
    const text = pdfText(Buffer.from(await statement.arrayBuffer()));
    expect(text).toContain('MODE UJI');
    expect(text).toContain(rupiah(1_234_000));
    expect(text).not.toContain(reference);
  });

  it("a practitioner's earnings statement is theirs alone; finance's exports need the finance role", async () => {
    const prac = await person('Praktisi');
    await createClaimedPractitioner({ db, name: 'Rina SH', email: prac.email, serviceCodes: ['somasi'] });
    const statement = await get(`/praktisi/pendapatan/laporan?bulan=${month}`, prac.cookie);
    expect(statement.status).toBe(200);
    expect(statement.headers.get('content-type')).toBe('application/pdf');
    expect(statement.headers.get('content-disposition')).toBe(`attachment; filename="laporan-pendapatan-${month}.pdf"`);
    const text = pdfText(Buffer.from(await statement.arrayBuffer()));
    expect(text).toContain('LAPORAN PENDAPATAN');
    expect(text).toContain('Rina SH');
    expect((await get(`/praktisi/pendapatan/laporan?bulan=2026-13`, prac.cookie)).status).toBe(422);
    await expectNotFound(`/praktisi/pendapatan/laporan?bulan=${month}`, reader);

    const reference = `BCA-HTTP-${Date.now()}`;
    await recordDeposit({
      db,
      domain: testDomain,
      organizationId: mine.organizationId,
      amountIdr: 7_250_000,
      reference,
      actor: TEST_ACTOR,
    });
    const finance = await person('Keuangan');
    await db.update(user).set({ platformRole: 'finance', twoFactorEnabled: true }).where(eq(user.id, finance.id));
    const transfers = await get(`/staf/keuangan/ekspor/transfer.csv?bulan=${month}`, finance.cookie);
    expect(transfers.status).toBe(200);
    expect(transfers.headers.get('content-disposition')).toBe(`attachment; filename="transfer-${month}.csv"`);
    const row = parseCsv(await transfers.text()).find((r) => r[1] === reference);
    expect(row).toEqual([
      expect.any(String),
      reference,
      mine.organizationId,
      expect.any(String),
      '7250000',
      expect.any(String),
      '',
    ]);
    await expectNotFound('/staf/keuangan/ekspor/rahasia.csv', finance.cookie);
    expect((await get('/staf/keuangan/ekspor/pembayaran-praktisi.csv?bulan=x', finance.cookie)).status).toBe(422);
    await expectNotFound(`/staf/keuangan/ekspor/transfer.csv?bulan=${month}`, reader);
    await db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, finance.id));
    await expectNotFound(`/staf/keuangan/ekspor/transfer.csv?bulan=${month}`, finance.cookie);
    expect((await get('/staf/keuangan/ekspor/terutang-praktisi.csv')).status).toBe(303);
  });
});
