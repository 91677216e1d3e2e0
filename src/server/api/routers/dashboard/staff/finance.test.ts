// The finance console over the dashboard router: bank transfers (a reference counts once) and invoices
// marked paid with a balanced ledger transaction, once.
import { testDomain } from '~/test/domain-context';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '~/server/api/context';
import { getDb, type Db } from '~/server/db/client';
import { invoices, ledgerEntries, ledgerTransactions, organization } from '~/server/db/schema';
import { createCase } from '~/server/domain/cases/create-case';
import { placeBid } from '~/server/domain/cases/place-bid';
import { selectBid } from '~/server/domain/cases/select-bid';
import { BANK_OWNER, ledgerBalance } from '~/server/domain/ledger/accounts';
import { verifyLedger } from '~/server/domain/ledger/verify-ledger';
import { now } from '~/server/domain/clock';
import { jakartaDay } from '~/shared/format/jakarta-time';
import { createUser, dashboardAs } from '~/test/dashboard';
import { createAgent, type Agent } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import {
  createPractitionerUser,
  type PractitionerPerson,
} from '~/server/api/routers/dashboard/practitioner/test-people';

await useFileDatabase('aos_staff_finance');

let db: Db;
let financeUser: SessionUser;
let agent: Agent;
let prac: PractitionerPerson;

beforeAll(async () => {
  db = await getDb();
  financeUser = await createUser(db, { platformRole: 'finance', name: 'Fina Finance' });
  agent = await createAgent({ db });
  prac = await createPractitionerUser(db, 'Lina SH', ['litigasi-perdata']);
});

const fin = () => dashboardAs(db, financeUser).staff.finance;
const ledgerSize = async () => (await db.select({ n: count() }).from(ledgerEntries))[0]!.n;

describe('bank transfers', () => {
  it('credits the deposit once per bank reference', async () => {
    const org = agent.organizationId;
    expect(await fin().transfers.organization({ organizationId: org })).toMatchObject({
      id: org,
      status: 'approved',
      deposit_idr: 0,
    });
    const first = await fin().transfers.record({
      organizationId: org,
      amountIdr: 25_000_000,
      reference: ' BCA-20260101-001 ',
    });
    expect(first).toMatchObject({ organization_id: org, deposit_idr: 25_000_000, already_recorded: false });
    // The same transfer again is not credited twice.
    const again = await fin().transfers.record({
      organizationId: org,
      amountIdr: 25_000_000,
      reference: 'BCA-20260101-001',
    });
    expect(again).toMatchObject({ deposit_idr: 25_000_000, already_recorded: true });
    // The same reference with another amount or organization is a conflict.
    const size = await ledgerSize();
    await expect(
      fin().transfers.record({ organizationId: org, amountIdr: 1_000_000, reference: 'BCA-20260101-001' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await ledgerSize()).toBe(size);
    expect(await ledgerBalance(db, 'deposit', org)).toBe(25_000_000);
    expect((await fin().transfers.list()).find((t) => t.reference === 'BCA-20260101-001')).toMatchObject({
      amount_idr: 25_000_000,
      organization_id: org,
      recorded_by: financeUser.email,
    });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('finds transfers by bank reference, organization name or id, and by the Jakarta day recorded', async () => {
    const org = agent.organizationId;
    await fin().transfers.record({ organizationId: org, amountIdr: 1_000_000, reference: 'MANDIRI-CARI-7' });
    const references = async (filter?: { search?: string; from?: string; to?: string }) =>
      (await fin().transfers.list(filter)).map((t) => t.reference);
    expect(await references({ search: 'mandiri-cari' })).toEqual(['MANDIRI-CARI-7']);
    const name = (await fin().transfers.list()).find((t) => t.reference === 'MANDIRI-CARI-7')!.organization_name;
    expect(await references({ search: name.toUpperCase() })).toEqual(['MANDIRI-CARI-7', 'BCA-20260101-001']);
    expect(await references({ search: org.slice(4, 14) })).toEqual(['MANDIRI-CARI-7', 'BCA-20260101-001']);
    // Wildcards are taken literally.
    expect(await references({ search: '%' })).toEqual([]);
    const today = jakartaDay(now());
    expect(await references({ search: 'MANDIRI', from: today, to: today })).toEqual(['MANDIRI-CARI-7']);
    const tomorrow = jakartaDay(new Date(now().getTime() + 86_400_000));
    expect(await references({ from: tomorrow })).toEqual([]);
    await expect(fin().transfers.list({ from: '26-11-2026' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses invalid input (400) and an unknown organization (404), crediting nothing', async () => {
    const size = await ledgerSize();
    await expect(
      fin().transfers.record({ organizationId: agent.organizationId, amountIdr: -5, reference: 'BCA-NEG' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      fin().transfers.record({ organizationId: agent.organizationId, amountIdr: 10.5, reference: 'BCA-DEC' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      fin().transfers.record({ organizationId: 'bukan-org', amountIdr: 10, reference: 'BCA-X' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      fin().transfers.record({ organizationId: 'org_tidakadatidakada', amountIdr: 10, reference: 'BCA-Y' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(fin().transfers.organization({ organizationId: 'org_tidakadatidakada' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await ledgerSize()).toBe(size);
  });
});

describe('invoices', () => {
  async function invoiceFor(
    amountIdr: number,
    by: { organizationId: string; practitionerId: string } = {
      organizationId: agent.organizationId,
      practitionerId: prac.practitionerId,
    },
  ) {
    const kase = await createCase({
      db,
      domain: testDomain,
      organizationId: by.organizationId,
      livemode: true,
      input: {
        contact_name: 'Budi',
        contact_email: 'budi@contoh.co.id',
        story: 'Gugatan perdata wanprestasi terhadap distributor kami.',
      },
    });
    const { bid_id } = await placeBid({
      domain: testDomain,
      db,
      caseId: kase.id,
      practitionerId: by.practitionerId,
      amountIdr,
      message: 'Siap menangani',
      estimatedDays: 30,
    });
    const selected = await selectBid({ reach: 'platform', db, domain: testDomain, caseId: kase.id, bidId: bid_id });
    return { ...selected.invoice!, case_id: kase.id };
  }

  it('finds invoices by id, case, organization or practitioner, status and Jakarta issue day, a page at a time', async () => {
    const other = await createAgent({ db });
    const [named] = await db
      .select({ name: organization.name })
      .from(organization)
      .where(eq(organization.id, other.organizationId));
    const orgName = named!.name;
    const wulan = await createPractitionerUser(db, 'Wulan Penagih SH', ['litigasi-perdata']);
    const by = { organizationId: other.organizationId, practitionerId: wulan.practitionerId };
    const first = await invoiceFor(1_100_000, by);
    const second = await invoiceFor(1_200_000, by);
    const third = await invoiceFor(1_300_000, by);
    // Issued on three Jakarta days: 00:30 WIB on 11 January is still 10 January in UTC.
    const issued = {
      [first.id]: '2026-01-09T10:00:00Z',
      [second.id]: '2026-01-10T17:30:00Z',
      [third.id]: '2026-01-12T03:00:00Z',
    };
    for (const [id, at] of Object.entries(issued))
      await db
        .update(invoices)
        .set({ createdAt: new Date(at) })
        .where(eq(invoices.id, id));
    type Input = Parameters<ReturnType<typeof fin>['invoices']['list']>[0];
    const ids = async (input: Input) => (await fin().invoices.list(input)).data.map((i) => i.id);

    expect(await ids({ search: 'wulan penagih' })).toEqual([third.id, second.id, first.id]);
    expect(await ids({ search: orgName.toLowerCase() })).toEqual([third.id, second.id, first.id]);
    expect(await ids({ search: second.id })).toEqual([second.id]);
    expect(await ids({ search: second.case_id })).toEqual([second.id]);
    // Wildcards are taken literally.
    expect(await ids({ search: 'Wulan%SH' })).toEqual([]);
    expect(await ids({ search: 'Wulan', from: '2026-01-11', to: '2026-01-11' })).toEqual([second.id]);
    expect(await ids({ search: 'Wulan', from: '2026-01-10', to: '2026-01-10' })).toEqual([]);
    expect(await ids({ search: 'Wulan', to: '2026-01-11' })).toEqual([second.id, first.id]);

    await fin().invoices.markPaid({ invoiceId: first.id });
    expect(await ids({ search: 'Wulan', status: 'lunas' })).toEqual([first.id]);
    expect(await ids({ search: 'Wulan', status: 'belum_dibayar' })).toEqual([third.id, second.id]);

    // Pages of two, newest first, the next from the last id of the one before.
    const one = await fin().invoices.list({ search: 'Wulan', limit: 2 });
    expect([one.data.map((i) => i.id), one.has_more]).toEqual([[third.id, second.id], true]);
    const two = await fin().invoices.list({ search: 'Wulan', limit: 2, cursor: second.id });
    expect([two.data.map((i) => i.id), two.has_more]).toEqual([[first.id], false]);
    // A refetch of a page prefetched on the server sends the first page's cursor as null (JSON): the first page.
    expect((await fin().invoices.list({ search: 'Wulan', limit: 2, cursor: null })).data).toEqual(one.data);
    await expect(fin().invoices.list({ cursor: 'inv_tidakada' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(fin().invoices.list({ from: '11-01-2026' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("finance's home: unpaid invoices with their sum, oldest first, and the week's recorded transfers", async () => {
    const before = await fin().home();
    const invoice = await invoiceFor(7_000_000);
    const home = await fin().home();
    expect(home.invoices_due).toBe(before.invoices_due + 1);
    expect(home.invoices_due_idr).toBe(before.invoices_due_idr + 7_000_000);
    const page = await fin().invoices.list({ status: 'belum_dibayar', limit: 100 });
    expect(page.has_more).toBe(false);
    const unpaid = page.data;
    expect(home.invoices_due).toBe(unpaid.length);
    // Oldest first: the new invoice is listed last once fewer than five wait.
    if (unpaid.length <= 5)
      expect(home.oldest_invoices.at(-1)).toMatchObject({ id: invoice.id, amount_idr: 7_000_000 });
    const transfers = await fin().transfers.list();
    expect(home.transfers_this_week).toBe(transfers.length);
    await fin().invoices.markPaid({ invoiceId: invoice.id });
    expect((await fin().home()).invoices_due).toBe(before.invoices_due);
  });

  it('marks an invoice paid: lunas with paid_at, bank -> practitioner earnings, balanced', async () => {
    const invoice = await invoiceFor(40_000_000);
    expect((await fin().invoices.list({ status: 'belum_dibayar', search: invoice.id })).data[0]).toMatchObject({
      amount_idr: 40_000_000,
      status: 'belum_dibayar',
      practitioner_id: prac.practitionerId,
      practitioner_name: 'Lina SH',
      paid_at: null,
    });
    const bankBefore = await ledgerBalance(db, 'clearing', BANK_OWNER);
    const earningsBefore = await ledgerBalance(db, 'earnings', prac.practitionerId);
    const paid = await fin().invoices.markPaid({ invoiceId: invoice.id });
    expect(paid).toMatchObject({
      id: invoice.id,
      status: 'lunas',
      amount_idr: 40_000_000,
      practitioner_id: prac.practitionerId,
    });
    const [row] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: 'lunas', paidAt: expect.any(Date) });
    expect(await ledgerBalance(db, 'earnings', prac.practitionerId)).toBe(earningsBefore + 40_000_000);
    expect(await ledgerBalance(db, 'clearing', BANK_OWNER)).toBe(bankBefore - 40_000_000);
    const [txn] = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, paid.ledger_transaction_id));
    expect(txn).toMatchObject({ kind: 'invoice_payment', organizationId: agent.organizationId });
    const legs = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, paid.ledger_transaction_id));
    expect(legs.reduce((sum, l) => sum + l.amountIdr, 0)).toBe(0);
    expect(await verifyLedger(db)).toEqual([]);
    expect((await fin().invoices.list({ status: 'lunas', search: invoice.id })).data.map((i) => i.id)).toEqual([
      invoice.id,
    ]);
  });

  it('refuses a second mark with 409 CONFLICT and changes nothing', async () => {
    const invoice = await invoiceFor(12_500_000);
    await fin().invoices.markPaid({ invoiceId: invoice.id });
    const [first] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const size = await ledgerSize();
    const earnings = await ledgerBalance(db, 'earnings', prac.practitionerId);
    await expect(fin().invoices.markPaid({ invoiceId: invoice.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    const [second] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(second).toEqual(first);
    expect(await ledgerSize()).toBe(size);
    expect(await ledgerBalance(db, 'earnings', prac.practitionerId)).toBe(earnings);
    await expect(fin().invoices.markPaid({ invoiceId: 'inv_tidakada' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await verifyLedger(db)).toEqual([]);
  });
});
