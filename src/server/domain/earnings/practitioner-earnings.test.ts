// A practitioner's earnings come from their earnings ledger account: escrow released per order, paid case
// invoices, totals per month, and payouts.
import { memberReach } from '~/server/domain/tenant';
import { testDomain } from '~/test/domain-context';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { createCase } from '~/server/domain/cases/create-case';
import { markInvoicePaid } from '~/server/domain/cases/mark-invoice-paid';
import { placeBid } from '~/server/domain/cases/place-bid';
import { selectBid } from '~/server/domain/cases/select-bid';
import { now, setClockOffset } from '~/server/domain/clock';
import { ledgerBalance } from '~/server/domain/ledger/accounts';
import { verifyLedger } from '~/server/domain/ledger/verify-ledger';
import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { runOffering } from '~/server/domain/offers/offering';
import { acceptOrder } from '~/server/domain/orders/client-actions';
import { cancelOrder } from '~/server/domain/orders/operator-moves';
import { deliverOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { createAgent, TEST_ACTOR, type Agent, AMPLE_LIMITS } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder, seededPrice } from '~/test/orders';
import { createClaimedPractitioner } from '~/test/practitioners';
import { practitionerEarnings } from './practitioner-earnings';
import { recordPayout } from './record-payout';

await useFileDatabase('aos_earnings');

const SERVICE = 'review-kontrak';
const PRICE = seededPrice(SERVICE);
const client = { type: 'user' as const, id: 'usr_client' };
const DAY = 24 * 3600 * 1000;
let db: Db;
let agent: Agent;
let prac: string;
let other: string;

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({
    db,
    ...AMPLE_LIMITS,
    approvalThresholdIdr: 100_000_000,
  });
  prac = (await createClaimedPractitioner({ db, name: 'Siti SH', email: 'siti@example.com', serviceCodes: [SERVICE] }))
    .id;
  other = (
    await createClaimedPractitioner({ db, name: 'Andi SH', email: 'andi@example.com', serviceCodes: ['somasi'] })
  ).id;
});
afterEach(() => setClockOffset(0));

/** An order the practitioner completes and the client accepts: its escrow is released to them. */
async function completedOrder(): Promise<string> {
  const { id } = await placeOrder(db, agent, SERVICE);
  await runOffering({ db, domain: testDomain, orderId: id });
  await acceptOffer({ db, domain: testDomain, orderId: id, practitionerId: prac });
  await startWork({ db, domain: testDomain, orderId: id, practitionerId: prac });
  await deliverOrder({ db, domain: testDomain, orderId: id, practitionerId: prac, text: 'Hasil review' });
  await acceptOrder({ reach: 'platform', db, domain: testDomain, orderId: id, actor: client });
  return id;
}

const monthOf = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit' })
    .format(date)
    .slice(0, 7);

describe('practitioner earnings', () => {
  it('is empty for a practitioner who has earned nothing', async () => {
    expect(await practitionerEarnings({ db, practitionerId: other })).toEqual({
      practitioner_id: other,
      currency: 'IDR',
      earned_idr: 0,
      paid_out_idr: 0,
      balance_idr: 0,
      credits: [],
      months: [],
      payouts: [],
    });
  });

  it('lists released escrow per order and paid invoices, sums per month, and subtracts payouts', async () => {
    setClockOffset(-45 * DAY);
    const earlier = monthOf(now());
    const first = await completedOrder();
    setClockOffset(0);
    const current = monthOf(now());
    const second = await completedOrder();
    // A cancelled order releases nothing to the practitioner.
    const cancelled = await placeOrder(db, agent, SERVICE);
    await cancelOrder({ db, domain: testDomain, orderId: cancelled.id, reason: 'uji', actor: TEST_ACTOR });

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
      amountIdr: 20_000_000,
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
    await recordPayout({ db, practitionerId: prac, amountIdr: 1_000_000, reference: 'BCA-OUT-1', actor: TEST_ACTOR });

    const earnings = await practitionerEarnings({ db, practitionerId: prac });
    const earned = 2 * PRICE + 20_000_000;
    expect(earnings).toMatchObject({ earned_idr: earned, paid_out_idr: 1_000_000, balance_idr: earned - 1_000_000 });
    expect(earnings.balance_idr).toBe(await ledgerBalance(db, 'earnings', prac));
    expect(earnings.credits.map((c) => [c.kind, c.order_id, c.invoice_id, c.case_id, c.amount_idr])).toEqual([
      ['invoice_payment', null, selected.invoice!.id, kasus.id, 20_000_000],
      ['order_release', second, null, null, PRICE],
      ['order_release', first, null, null, PRICE],
    ]);
    expect(earnings.credits[1]).toMatchObject({ service: SERVICE, service_name: expect.any(String) });
    expect(earnings.months).toEqual([
      { month: current, earned_idr: PRICE + 20_000_000, paid_out_idr: 1_000_000, credits: 2 },
      { month: earlier, earned_idr: PRICE, paid_out_idr: 0, credits: 1 },
    ]);
    expect(earnings.payouts).toEqual([
      {
        transaction_id: expect.any(String),
        kind: 'practitioner_payout',
        amount_idr: 1_000_000,
        at: expect.any(String),
      },
    ]);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('refuses a payout above what is owed and changes nothing', async () => {
    const before = await practitionerEarnings({ db, practitionerId: prac });
    await expect(
      recordPayout({
        db,
        practitionerId: prac,
        amountIdr: before.balance_idr + 1,
        reference: 'BCA-OUT-2',
        actor: TEST_ACTOR,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await practitionerEarnings({ db, practitionerId: prac })).toEqual(before);
  });
});
