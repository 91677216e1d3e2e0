import { memberReach } from '~/server/domain/tenant';
// Finance's and organizations' CSV exports parse back to the ledger: every transfer, payout, paid invoice and
// amount owed equals the ledger's entry or balance; filters keep to what they name; keyset batches lose nothing.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { bankTransfers, ledgerAccounts, ledgerEntries, ledgerTransactions } from '~/server/db/schema';
import { createCase } from '~/server/domain/cases/create-case';
import { markInvoicePaid } from '~/server/domain/cases/mark-invoice-paid';
import { placeBid } from '~/server/domain/cases/place-bid';
import { selectBid } from '~/server/domain/cases/select-bid';
import { now } from '~/server/domain/clock';
import { recordPayout } from '~/server/domain/earnings/record-payout';
import { ledgerBalance } from '~/server/domain/ledger/accounts';
import { recordDeposit } from '~/server/domain/ledger/record-deposit';
import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { runOffering } from '~/server/domain/offers/offering';
import { acceptOrder } from '~/server/domain/orders/client-actions';
import { cancelOrder } from '~/server/domain/orders/operator-moves';
import { deliverOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { jakartaMonth } from '~/shared/format/jakarta-time';
import { collect, parseCsv } from '~/test/csv';
import { testDomain } from '~/test/domain-context';
import { AMPLE_LIMITS, createAgent, TEST_ACTOR, type Agent } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder, seededPrice } from '~/test/orders';
import { createClaimedPractitioner } from '~/test/practitioners';
import { bankTransfersCsv, payoutsCsv, payoutsDueCsv, TRANSFERS_CSV_HEADER } from './finance-csv';
import { invoicesCsv } from './invoices-csv';
import { keysetBatches } from './keyset-batches';
import { ordersCsv } from './orders-csv';

await useFileDatabase('aos_finance_csv');

const SERVICE = 'review-kontrak';
const client = { type: 'user' as const, id: 'usr_client' };
const month = () => jakartaMonth(now()).label;
let db: Db;
let agent: Agent;
let prac: string;

const rowsOf = async (chunks: AsyncIterable<string>) => parseCsv(await collect(chunks));

/** The signed amount the ledger posted to an account of this kind in a transaction. */
async function entryOf(transactionId: string, kind: 'deposit' | 'earnings') {
  const [row] = await db
    .select({ amount: ledgerEntries.amountIdr })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerEntries.transactionId, transactionId), eq(ledgerAccounts.kind, kind)));
  return row!.amount;
}

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({ db, ...AMPLE_LIMITS, approvalThresholdIdr: 100_000_000 });
  prac = (await createClaimedPractitioner({ db, name: 'Siti SH', email: 'siti@example.com', serviceCodes: [SERVICE] }))
    .id;
  for (const [amount, reference] of [
    [3_000_000, 'BCA-CSV-1'],
    [1_250_000, '=HYPERLINK("x")'],
  ] as const)
    await recordDeposit({
      db,
      domain: testDomain,
      organizationId: agent.organizationId,
      amountIdr: amount,
      reference,
      actor: TEST_ACTOR,
    });
  for (let i = 0; i < 2; i++) {
    const { id } = await placeOrder(db, agent, SERVICE);
    await runOffering({ db, domain: testDomain, orderId: id });
    await acceptOffer({ db, domain: testDomain, orderId: id, practitionerId: prac });
    await startWork({ db, domain: testDomain, orderId: id, practitionerId: prac });
    await deliverOrder({ db, domain: testDomain, orderId: id, practitionerId: prac, text: 'Hasil' });
    await acceptOrder({ db, domain: testDomain, orderId: id, reach: memberReach(agent.organizationId), actor: client });
  }
  const kasus = await createCase({
    db,
    domain: testDomain,
    organizationId: agent.organizationId,
    livemode: true,
    input: {
      contact_name: 'Budi',
      contact_email: 'budi@example.com',
      story: 'Sengketa tanah warisan keluarga di Bandung sejak 2019.',
      area: 'perdata',
    },
  });
  const { bid_id } = await placeBid({
    domain: testDomain,
    db,
    caseId: kasus.id,
    practitionerId: prac,
    amountIdr: 9_000_000,
    message: 'Saya bisa bantu',
    estimatedDays: 30,
  });
  const selected = await selectBid({
    db,
    domain: testDomain,
    caseId: kasus.id,
    bidId: bid_id,
    reach: memberReach(agent.organizationId),
  });
  await markInvoicePaid({
    db,
    domain: testDomain,
    invoiceId: selected.invoice!.id,
    reach: 'platform',
    livemode: true,
    actor: TEST_ACTOR,
  });
  await recordPayout({ db, practitionerId: prac, amountIdr: 400_000, reference: 'OUT-1', actor: TEST_ACTOR });
  await recordPayout({ db, practitionerId: prac, amountIdr: 600_000, reference: 'OUT-2', actor: TEST_ACTOR });
});

describe('finance CSV exports', () => {
  it("bank transfers: every recorded transfer once, its amount the deposit's ledger entry", async () => {
    const [header, ...rows] = await rowsOf(bankTransfersCsv({ db, month: month() }));
    expect(header).toEqual(TRANSFERS_CSV_HEADER);
    const recorded = await db.select().from(bankTransfers);
    expect(rows.map((r) => r[1]).sort()).toEqual(
      recorded.map((t) => (t.reference.startsWith('=') ? `'${t.reference}` : t.reference)).sort(),
    );
    for (const r of rows) {
      expect(Number(r[4])).toBe(await entryOf(r[5]!, 'deposit'));
      expect(r[2]).toBe(agent.organizationId);
    }
  });

  it('payouts made and owed: each payout the earnings debit, the owed figure the earnings balance', async () => {
    const [, ...made] = await rowsOf(payoutsCsv({ db, month: month() }));
    expect(made.map((r) => [r[2], r[3], r[4], r[5]])).toEqual([
      [prac, 'Siti SH', 'OUT-1', '400000'],
      [prac, 'Siti SH', 'OUT-2', '600000'],
    ]);
    for (const r of made) expect(-Number(r[5])).toBe(await entryOf(r[1]!, 'earnings'));
    const [, ...due] = await rowsOf(payoutsDueCsv({ db }));
    expect(due).toEqual([[prac, 'Siti SH', String(await ledgerBalance(db, 'earnings', prac))]]);
    expect(Number(due[0]![2])).toBe(2 * seededPrice(SERVICE) + 9_000_000 - 1_000_000);
  });

  it("invoices paid in the month for finance and the organization's own invoices, amounts the ledger's", async () => {
    const [, ...paid] = await rowsOf(invoicesCsv({ db, reach: 'platform', paidIn: month() }));
    expect(paid).toHaveLength(1);
    const [payment] = await db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'invoice_payment'));
    expect(Number(paid[0]![8])).toBe(await entryOf(payment!.id, 'earnings'));
    expect(paid[0]!.slice(2, 8)).toEqual([
      'lunas',
      expect.stringMatching(/^case_/),
      agent.organizationId,
      expect.any(String),
      prac,
      'Siti SH',
    ]);
    expect(await rowsOf(invoicesCsv({ db, reach: { organizationId: agent.organizationId } }))).toHaveLength(2);
    expect(await rowsOf(invoicesCsv({ db, reach: { organizationId: 'org_other' } }))).toHaveLength(1);
    expect(() => invoicesCsv({ db, reach: 'platform', paidIn: '2026-1' })).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
  });

  it("orders: the status filter keeps to its status, prices are the orders'; an unknown status is refused", async () => {
    const cancelled = await placeOrder(db, agent, SERVICE);
    await cancelOrder({ db, domain: testDomain, orderId: cancelled.id, reason: 'uji', actor: TEST_ACTOR });
    const [, ...all] = await rowsOf(
      ordersCsv({ db, organizationId: agent.organizationId, filter: { month: month() } }),
    );
    expect(all).toHaveLength(3);
    expect(all.every((r) => Number(r[5]) === seededPrice(SERVICE))).toBe(true);
    const [, ...only] = await rowsOf(
      ordersCsv({ db, organizationId: agent.organizationId, filter: { status: 'direfund' } }),
    );
    expect(only.map((r) => r[0])).toEqual([cancelled.id]);
    expect(() => ordersCsv({ db, organizationId: agent.organizationId, filter: { status: 'hilang' } })).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
    const payments = await db
      .select({ id: ledgerTransactions.orderId })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.kind, ['order_payment']));
    expect(new Set(all.map((r) => r[0]))).toEqual(new Set(payments.map((p) => p.id)));
  });

  it('keyset batches read every row once across batch boundaries', async () => {
    const source = Array.from({ length: 7 }, (_, i) => i);
    const batches = [];
    for await (const batch of keysetBatches(
      async (after: number | null, limit) => source.filter((n) => after === null || n > after).slice(0, limit),
      (n) => n,
      3,
    ))
      batches.push(batch);
    expect(batches).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
  });
});
