// Test cases never reach live money (issue 23): bids only on cases of the bidder's mode, test invoices in no live
// list or ledger and not payable by finance, and test mode paying its own invoices with test money.
import { testDomain } from '~/test/domain-context';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '~/server/api/context';
import { orgWithPeople, type OrgSetup } from '~/server/api/routers/dashboard/org/org-test-setup';
import {
  createPractitionerUser,
  type PractitionerPerson,
} from '~/server/api/routers/dashboard/practitioner/test-people';
import type { Db } from '~/server/db/client';
import { auditLog, bids, cases, invoices, ledgerAccounts, ledgerEntries, ledgerTransactions } from '~/server/db/schema';
import { createCase } from '~/server/domain/cases/create-case';
import { placeBid } from '~/server/domain/cases/place-bid';
import { selectBid } from '~/server/domain/cases/select-bid';
import { practitionerEarnings } from '~/server/domain/earnings/practitioner-earnings';
import { newId } from '~/server/domain/ids';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { ledgerBalance } from '~/server/domain/ledger/accounts';
import { verifyLedger } from '~/server/domain/ledger/verify-ledger';
import { SIMULATED_PRACTITIONER_ID } from '~/server/domain/testmode/test-mode-jobs';
import { createUser, dashboardAs } from '~/test/dashboard';
import { api, appDb, createAgent } from '~/test/fixtures';

const STORY = 'Kontraktor kami berhenti bekerja di tengah proyek dan menolak mengembalikan uang muka.';
const CONTACT = { contact_name: 'Budi Uji', contact_email: 'budi@example.co.id' };

let db: Db;
let org: OrgSetup;
let testKey: string;
let finance: SessionUser;
let lina: PractitionerPerson;

beforeAll(async () => {
  db = appDb();
  org = await orgWithPeople(db);
  testKey = (await createApiKey({ db, organizationId: org.organizationId, name: 'uji', livemode: false })).api_key;
  finance = await createUser(db, { platformRole: 'finance', name: 'Fina Finance' });
  lina = await createPractitionerUser(db, 'Lina SH', ['litigasi-perdata']);
});

const asLina = () => dashboardAs(db, lina.user).practitioner.cases;
const fin = () => dashboardAs(db, finance).staff.finance.invoices;
/** The organization's invoice list of one mode, searched for one invoice (the list is paged). */
const orgInvoices = async (test: boolean, search: string) =>
  (await dashboardAs(db, org.owner).org.cases.invoices({ organizationId: org.organizationId, test, search })).data;
const orgDetail = (caseId: string) =>
  dashboardAs(db, org.owner).org.cases.detail({ organizationId: org.organizationId, caseId });

async function testCase(): Promise<{ id: string; simulatedBidId: string }> {
  const res = await api('/v1/cases', { key: testKey, body: { ...CONTACT, story: STORY } });
  expect(res.status).toBe(201);
  return { id: res.body.id, simulatedBidId: res.body.bids[0].bid_id };
}

async function selectWithTestKey(caseId: string, bidId: string) {
  const res = await api(`/v1/cases/${caseId}/select`, { key: testKey, body: { bid_id: bidId } });
  expect(res.status).toBe(200);
  return res.body.invoice as { id: string; amount_idr: number; status: string };
}

async function caught(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  const e = (await p.then(
    () => null,
    (err: unknown) => err,
  )) as { code: string; message: string } | null;
  expect(e, 'the call was refused').not.toBeNull();
  return { code: e!.code, message: e!.message };
}

const bidRows = (caseId: string) =>
  db
    .select({ practitionerId: bids.practitionerId, status: bids.status })
    .from(bids)
    .where(eq(bids.caseId, caseId))
    .orderBy(asc(bids.createdAt));
const caseRow = async (caseId: string) => (await db.select().from(cases).where(eq(cases.id, caseId)))[0]!;
const invoiceRow = async (id: string) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

/** Ledger transactions about this invoice, with the kinds of the accounts they moved. */
async function ledgerOf(invoiceId: string) {
  return db
    .select({ kind: ledgerTransactions.kind, account: ledgerAccounts.kind, amountIdr: ledgerEntries.amountIdr })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(sql`${ledgerTransactions.descriptionParams}->>'invoice_id' = ${invoiceId}`)
    .orderBy(asc(ledgerEntries.id));
}

const auditOf = (invoiceId: string) =>
  db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'invoice'), eq(auditLog.targetId, invoiceId)));

describe('bids keep to their mode', () => {
  it('a live practitioner bidding on a test case gets the unknown-case answer, writes nothing, and never sees it', async () => {
    const kase = await testCase();
    expect((await asLina().board()).map((c) => c.id)).not.toContain(kase.id);
    const before = await caseRow(kase.id);
    const bid = { amountIdr: 2_000_000, message: 'Saya bisa menangani ini.', estimatedDays: 10 };

    const unknownId = newId('case');
    const unknown = await caught(asLina().bid({ caseId: unknownId, ...bid }));
    const refused = await caught(asLina().bid({ caseId: kase.id, ...bid }));
    expect(unknown.code).toBe('NOT_FOUND');
    expect(refused).toEqual({ code: 'NOT_FOUND', message: unknown.message.replace(unknownId, kase.id) });
    expect(await bidRows(kase.id)).toEqual([{ practitionerId: SIMULATED_PRACTITIONER_ID, status: 'aktif' }]);
    expect(await caseRow(kase.id)).toEqual(before);
    expect((await asLina().myBids()).map((b) => b.case_id)).not.toContain(kase.id);

    // Once the test case is decided it is still unknown to her, not a case in the wrong state.
    await selectWithTestKey(kase.id, kase.simulatedBidId);
    expect(await caught(asLina().bid({ caseId: kase.id, ...bid }))).toEqual(refused);
    expect(await bidRows(kase.id)).toEqual([{ practitionerId: SIMULATED_PRACTITIONER_ID, status: 'dipilih' }]);
  });

  it('the simulated practitioner never bids on a live case', async () => {
    const live = await createCase({
      db,
      domain: testDomain,
      organizationId: org.organizationId,
      livemode: true,
      input: { ...CONTACT, story: STORY },
    });
    const refused = await caught(
      placeBid({
        domain: testDomain,
        db,
        caseId: live.id,
        practitionerId: SIMULATED_PRACTITIONER_ID,
        amountIdr: 1_000,
        message: 'uji',
      }),
    );
    expect(refused.code).toBe('NOT_FOUND');
    expect(await bidRows(live.id)).toEqual([]);
  });
});

describe('test invoices and live money', () => {
  it("a test invoice is in no live list or ledger, and finance's mark paid refuses it, changing nothing", async () => {
    // A live practitioner's bid on a test case, as the old code let one be placed (rows from before the fix).
    const kase = await testCase();
    const legacyBidId = newId('bid');
    await db.insert(bids).values({
      id: legacyBidId,
      caseId: kase.id,
      practitionerId: lina.practitionerId,
      amountIdr: 9_000_000,
      message: 'Penawaran dari sebelum perbaikan.',
      estimatedDays: 5,
      createdAt: new Date(),
    });
    const invoice = await selectWithTestKey(kase.id, legacyBidId);
    expect(await invoiceRow(invoice.id)).toMatchObject({ livemode: false, status: 'belum_dibayar' });
    // Nor in her own list, with the test contact and invoice.
    expect((await asLina().myBids()).map((b) => b.case_id)).not.toContain(kase.id);

    expect((await orgInvoices(false, invoice.id)).map((i) => i.id)).not.toContain(invoice.id);
    expect((await orgInvoices(true, invoice.id)).map((i) => i.id)).toContain(invoice.id);
    // No bank details to transfer real money for it.
    expect((await orgDetail(kase.id)).payment).toBeNull();
    for (const status of [undefined, 'belum_dibayar', 'lunas'] as const)
      expect((await fin().list({ status, search: invoice.id })).data.map((i) => i.id)).not.toContain(invoice.id);

    const row = await invoiceRow(invoice.id);
    expect(await caught(fin().markPaid({ invoiceId: invoice.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await invoiceRow(invoice.id)).toEqual(row);
    expect(await ledgerOf(invoice.id)).toEqual([]);
    expect(await auditOf(invoice.id)).toEqual([]);
    expect(await ledgerBalance(db, 'earnings', lina.practitionerId)).toBe(0);
    expect((await practitionerEarnings({ db, practitionerId: lina.practitionerId })).credits).toEqual([]);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it("the simulated practitioner's test invoice is refused by finance too: no live entry for the simulated earnings", async () => {
    const kase = await testCase();
    const invoice = await selectWithTestKey(kase.id, kase.simulatedBidId);
    expect((await fin().list({ search: invoice.id })).data.map((i) => i.id)).not.toContain(invoice.id);
    const row = await invoiceRow(invoice.id);
    expect(await caught(fin().markPaid({ invoiceId: invoice.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await invoiceRow(invoice.id)).toEqual(row);
    expect(await ledgerOf(invoice.id)).toEqual([]);
    expect(await ledgerBalance(db, 'earnings', SIMULATED_PRACTITIONER_ID)).toBe(0);
  });

  it('live invoices stay in the live lists and out of the test ones', async () => {
    const live = await createCase({
      db,
      domain: testDomain,
      organizationId: org.organizationId,
      livemode: true,
      input: { ...CONTACT, story: STORY },
    });
    const { bid_id } = await placeBid({
      domain: testDomain,
      db,
      caseId: live.id,
      practitionerId: lina.practitionerId,
      amountIdr: 4_000_000,
      message: 'Siap.',
    });
    const invoice = (await selectBid({ reach: 'platform', db, domain: testDomain, caseId: live.id, bidId: bid_id }))
      .invoice!;
    expect(await invoiceRow(invoice.id)).toMatchObject({ livemode: true });
    expect((await orgInvoices(false, invoice.id)).map((i) => i.id)).toContain(invoice.id);
    expect((await orgInvoices(true, invoice.id)).map((i) => i.id)).not.toContain(invoice.id);
    expect((await fin().list({ status: 'belum_dibayar', search: invoice.id })).data.map((i) => i.id)).toContain(
      invoice.id,
    );
    expect((await orgDetail(live.id)).payment).toMatchObject({ amount_idr: 4_000_000, reference: invoice.id });
  });
});

describe('POST /v1/test/invoices/{id}/pay', () => {
  it('pays a test invoice with test money: lunas, test clearing -> test earnings, nothing live', async () => {
    const kase = await testCase();
    const invoice = await selectWithTestKey(kase.id, kase.simulatedBidId);
    const simulatedTest = await ledgerBalance(db, 'test_earnings', SIMULATED_PRACTITIONER_ID);

    const res = await api(`/v1/test/invoices/${invoice.id}/pay`, { key: testKey, method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: kase.id, status: 'dipilih', invoice: { id: invoice.id, status: 'lunas' } });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'lunas', paidAt: expect.any(Date), livemode: false });
    expect(await ledgerOf(invoice.id)).toEqual([
      { kind: 'test_invoice_payment', account: 'test_clearing', amountIdr: -invoice.amount_idr },
      { kind: 'test_invoice_payment', account: 'test_earnings', amountIdr: invoice.amount_idr },
    ]);
    expect(await ledgerBalance(db, 'test_earnings', SIMULATED_PRACTITIONER_ID)).toBe(
      simulatedTest + invoice.amount_idr,
    );
    expect(await ledgerBalance(db, 'earnings', SIMULATED_PRACTITIONER_ID)).toBe(0);
    expect((await api(`/v1/cases/${kase.id}`, { key: testKey })).body.invoice.status).toBe('lunas');
    expect((await fin().list({ status: 'lunas', search: invoice.id })).data.map((i) => i.id)).not.toContain(invoice.id);
    expect(await verifyLedger(db)).toEqual([]);

    // Paying again is the spec's 409 INVALID_STATE, and moves nothing.
    const paid = await invoiceRow(invoice.id);
    const again = await api(`/v1/test/invoices/${invoice.id}/pay`, { key: testKey, method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'INVALID_STATE', message: expect.any(String) } });
    expect(await invoiceRow(invoice.id)).toEqual(paid);
    expect(await ledgerOf(invoice.id)).toHaveLength(2);
  });

  it("404 NOT_FOUND for a live key, another organization's test key, a live invoice and an unknown id; nothing changes", async () => {
    const kase = await testCase();
    const invoice = await selectWithTestKey(kase.id, kase.simulatedBidId);
    const other = await createAgent();
    const otherTestKey = (
      await createApiKey({ db, organizationId: other.organizationId, name: 'uji', livemode: false })
    ).api_key;
    const live = await createCase({
      db,
      domain: testDomain,
      organizationId: org.organizationId,
      livemode: true,
      input: { ...CONTACT, story: STORY },
    });
    const { bid_id } = await placeBid({
      domain: testDomain,
      db,
      caseId: live.id,
      practitionerId: lina.practitionerId,
      amountIdr: 3_000_000,
      message: 'Siap.',
    });
    const liveInvoice = (await selectBid({ reach: 'platform', db, domain: testDomain, caseId: live.id, bidId: bid_id }))
      .invoice!;
    const rows = [await invoiceRow(invoice.id), await invoiceRow(liveInvoice.id)];

    for (const [key, id] of [
      [org.agent.apiKey, invoice.id],
      [otherTestKey, invoice.id],
      [testKey, liveInvoice.id],
      [testKey, newId('invoice')],
    ] as const) {
      const res = await api(`/v1/test/invoices/${id}/pay`, { key, method: 'POST' });
      expect(res.status, `${key.slice(0, 9)} ${id}`).toBe(404);
      expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
    // Bad ids are input, never a 500.
    for (const id of ['inv_%00x', 'inv_%F0%9F', 'x'.repeat(5000)]) {
      const res = await api(`/v1/test/invoices/${id}/pay`, { key: testKey, method: 'POST' });
      expect([404, 422], id.slice(0, 12)).toContain(res.status);
      expect(res.body).toEqual({
        error: { code: expect.stringMatching(/^(NOT_FOUND|VALIDATION)$/), message: expect.any(String) },
      });
    }
    expect([await invoiceRow(invoice.id), await invoiceRow(liveInvoice.id)]).toEqual(rows);
    expect(await ledgerOf(invoice.id)).toEqual([]);
    expect(await ledgerOf(liveInvoice.id)).toEqual([]);
  });
});
