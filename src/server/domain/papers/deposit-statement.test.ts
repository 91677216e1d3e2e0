// The monthly deposit statement is read from the ledger: its closing balance is the deposit's ledger balance at the
// month's end and its escrow is what the organization's orders held then, over a month with top-ups, orders, an
// approval, a completion, a cancellation with refund and a dispute decided for the client.
import { memberReach } from '~/server/domain/tenant';
import { testDomain } from '~/test/domain-context';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { now, setClockOffset } from '~/server/domain/clock';
import { ledgerBalance, organizationEscrow } from '~/server/domain/ledger/accounts';
import { recordDeposit } from '~/server/domain/ledger/record-deposit';
import { verifyLedger } from '~/server/domain/ledger/verify-ledger';
import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { runOffering } from '~/server/domain/offers/offering';
import { approveOrder } from '~/server/domain/orders/approve-order';
import { acceptOrder, openDispute } from '~/server/domain/orders/client-actions';
import { cancelOrder, resolveDispute } from '~/server/domain/orders/operator-moves';
import { deliverOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { jakartaMonth } from '~/shared/format/jakarta-time';
import { rupiah } from '~/shared/format/rupiah';
import { createAgent, TEST_ACTOR, type Agent } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder, seededPrice } from '~/test/orders';
import { keepPaper, pdfText } from '~/test/papers';
import { createClaimedPractitioner } from '~/test/practitioners';
import { depositStatement } from './deposit-statement';
import { depositStatementPdf } from './deposit-statement-pdf';
import { paperBytes } from './pdf/pdf-paper';

await useFileDatabase('aos_deposit_statement');

const CHEAP = 'review-kontrak';
const DEAR = 'pendirian-pt';
const DAY = 24 * 3600_000;
const client = { type: 'user' as const, id: 'usr_client' };
let db: Db;
let agent: Agent;
let prac: string;

beforeAll(async () => {
  db = await getDb();
  // Orders above Rp 2.000.000 wait for an owner's approval before the deposit pays them.
  agent = await createAgent({
    db,
    depositIdr: 20_000_000,
    monthlyLimitIdr: 1_000_000_000,
    perOrderLimitIdr: 100_000_000,
    approvalThresholdIdr: 2_000_000,
  });
  prac = (await createClaimedPractitioner({ db, name: 'Siti SH', email: 'siti@example.com', serviceCodes: [CHEAP] }))
    .id;
});
afterEach(() => setClockOffset(0));

async function delivered(): Promise<string> {
  const { id } = await placeOrder(db, agent, CHEAP);
  await runOffering({ db, domain: testDomain, orderId: id });
  await acceptOffer({ db, domain: testDomain, orderId: id, practitionerId: prac });
  await startWork({ db, domain: testDomain, orderId: id, practitionerId: prac });
  await deliverOrder({ db, domain: testDomain, orderId: id, practitionerId: prac, text: 'Hasil review' });
  return id;
}

describe('monthly deposit statement', () => {
  it("closes at the ledger's balance at the month's end, escrow included, and the next month opens there", async () => {
    const month = jakartaMonth(now());
    await recordDeposit({
      db,
      domain: testDomain,
      organizationId: agent.organizationId,
      amountIdr: 5_000_000,
      reference: 'BCA-20261101-7788',
      actor: TEST_ACTOR,
    });
    const completed = await delivered();
    await acceptOrder({ reach: 'platform', db, domain: testDomain, orderId: completed, actor: client });
    const disputed = await delivered();
    await openDispute({
      reach: 'platform',
      db,
      domain: testDomain,
      orderId: disputed,
      actor: client,
      reason: 'Hasil tidak sesuai',
    });
    await resolveDispute({ db, domain: testDomain, orderId: disputed, decision: 'client', actor: TEST_ACTOR });
    const cancelled = await placeOrder(db, agent, CHEAP);
    await cancelOrder({ db, domain: testDomain, orderId: cancelled.id, reason: 'Batal dalam uji', actor: TEST_ACTOR });
    const approved = await placeOrder(db, agent, DEAR);
    expect(approved.status).toBe('menunggu_bayar');
    await approveOrder({
      db,
      domain: testDomain,
      orderId: approved.id,
      reach: memberReach(agent.organizationId),
      actor: client,
    });
    const open = await placeOrder(db, agent, CHEAP);

    const depositAtEnd = await ledgerBalance(db, 'deposit', agent.organizationId);
    const escrowAtEnd = await organizationEscrow(db, agent.organizationId, true);
    expect(escrowAtEnd).toBe(seededPrice(DEAR) + seededPrice(CHEAP));

    // The month is over; money moves in the next one and must not show in this month's statement.
    setClockOffset(month.end.getTime() - Date.now() + DAY);
    await recordDeposit({
      db,
      domain: testDomain,
      organizationId: agent.organizationId,
      amountIdr: 1_000_000,
      reference: 'BCA-NEXT-MONTH',
      actor: TEST_ACTOR,
    });

    const statement = await depositStatement({
      db,
      organizationId: agent.organizationId,
      month: month.label,
      livemode: true,
    });
    expect(statement.openingIdr).toBe(0);
    expect(statement.closingIdr).toBe(depositAtEnd);
    expect(statement.escrowAtEndIdr).toBe(escrowAtEnd);
    expect(statement.openingIdr + statement.totalInIdr + statement.totalOutIdr).toBe(statement.closingIdr);
    expect(statement.movements.map((m) => m.kind)).toEqual([
      'deposit_topup',
      'deposit_topup',
      'order_payment',
      'order_payment',
      'order_refund',
      'order_payment',
      'order_refund',
      'order_payment',
      'order_payment',
    ]);
    expect(statement.movements.at(-1)!.balanceAfterIdr).toBe(depositAtEnd);
    expect(statement.movements.some((m) => m.orderId === open.id)).toBe(true);
    expect(statement.paper?.number).toMatch(/^RKD\/\d{4}\/000001$/);
    expect(await verifyLedger(db)).toEqual([]);

    const next = await depositStatement({
      db,
      organizationId: agent.organizationId,
      month: jakartaMonth(now()).label,
      livemode: true,
    });
    expect(next.openingIdr).toBe(depositAtEnd);
    expect(next.closingIdr).toBe(depositAtEnd + 1_000_000);
    expect(next.paper).toBeNull();

    for (const locale of ['id', 'en'] as const) {
      const pdf = await paperBytes(await depositStatementPdf({ db, settings: testDomain.settings, locale, statement }));
      keepPaper(`deposit-statement-${locale}`, pdf);
      const text = pdfText(pdf);
      expect(text).toContain(statement.paper!.number);
      expect(text).toContain(rupiah(depositAtEnd));
      expect(text).toContain(rupiah(escrowAtEnd));
      expect(text).toContain('BCA-20261101-7788');
      expect(text).toContain(approved.id);
      expect(text).not.toContain('BCA-NEXT-MONTH');
      expect(text).toContain(locale === 'id' ? 'LAPORAN DEPOSIT' : 'DEPOSIT STATEMENT');
    }
  });

  it('refuses a month that is not YYYY-MM or has not begun', async () => {
    await expect(
      depositStatement({ db, organizationId: agent.organizationId, month: '2026-13', livemode: true }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(
      depositStatement({ db, organizationId: agent.organizationId, month: '2999-01', livemode: true }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});
