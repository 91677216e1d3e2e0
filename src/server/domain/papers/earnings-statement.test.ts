import { memberReach } from '~/server/domain/tenant';
// A practitioner's monthly earnings statement is read from their earnings account: what was owed at the start,
// orders completed, a paid case invoice and a payout in the month, and what is owed at its end.
import { testDomain } from '~/test/domain-context';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { createCase } from '~/server/domain/cases/create-case';
import { markInvoicePaid } from '~/server/domain/cases/mark-invoice-paid';
import { placeBid } from '~/server/domain/cases/place-bid';
import { selectBid } from '~/server/domain/cases/select-bid';
import { now, setClockOffset } from '~/server/domain/clock';
import { recordPayout } from '~/server/domain/earnings/record-payout';
import { ledgerBalance } from '~/server/domain/ledger/accounts';
import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { runOffering } from '~/server/domain/offers/offering';
import { acceptOrder } from '~/server/domain/orders/client-actions';
import { deliverOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { jakartaMonth } from '~/shared/format/jakarta-time';
import { rupiah } from '~/shared/format/rupiah';
import { AMPLE_LIMITS, createAgent, TEST_ACTOR, type Agent } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder, seededPrice } from '~/test/orders';
import { keepPaper, pdfText } from '~/test/papers';
import { createClaimedPractitioner } from '~/test/practitioners';
import { earningsStatement } from './earnings-statement';
import { earningsStatementPdf } from './earnings-statement-pdf';
import { paperBytes } from './pdf/pdf-paper';
import { verifyPaper } from './verify-paper';

await useFileDatabase('aos_earnings_statement');

const SERVICE = 'review-kontrak';
const PRICE = seededPrice(SERVICE);
const DAY = 24 * 3600_000;
const client = { type: 'user' as const, id: 'usr_client' };
let db: Db;
let agent: Agent;
let prac: string;

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({ db, ...AMPLE_LIMITS, approvalThresholdIdr: 100_000_000 });
  prac = (await createClaimedPractitioner({ db, name: 'Siti SH', email: 'siti@example.com', serviceCodes: [SERVICE] }))
    .id;
});
afterEach(() => setClockOffset(0));

async function completedOrder(): Promise<string> {
  const { id } = await placeOrder(db, agent, SERVICE);
  await runOffering({ db, domain: testDomain, orderId: id });
  await acceptOffer({ db, domain: testDomain, orderId: id, practitionerId: prac });
  await startWork({ db, domain: testDomain, orderId: id, practitionerId: prac });
  await deliverOrder({ db, domain: testDomain, orderId: id, practitionerId: prac, text: 'Hasil review' });
  await acceptOrder({ db, domain: testDomain, orderId: id, reach: memberReach(agent.organizationId), actor: client });
  return id;
}

describe('monthly earnings statement', () => {
  it("closes at what the ledger owes the practitioner at the month's end, numbered RKP once the month is over", async () => {
    const month = jakartaMonth(now());
    const first = await completedOrder();
    const second = await completedOrder();
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
    await recordPayout({ db, practitionerId: prac, amountIdr: 1_500_000, reference: 'BCA-OUT-77', actor: TEST_ACTOR });
    const owedAtEnd = await ledgerBalance(db, 'earnings', prac);

    const running = await earningsStatement({ db, practitionerId: prac, month: month.label });
    expect(running.paper).toBeNull();

    setClockOffset(month.end.getTime() - Date.now() + DAY);
    await recordPayout({ db, practitionerId: prac, amountIdr: 100_000, reference: 'BCA-NEXT', actor: TEST_ACTOR });

    const s = await earningsStatement({ db, practitionerId: prac, month: month.label });
    expect(s).toMatchObject({
      practitionerName: 'Siti SH',
      openingIdr: 0,
      closingIdr: owedAtEnd,
      ordersCompleted: 2,
      ordersIdr: 2 * PRICE,
      invoicesIdr: 20_000_000,
      paidOutIdr: 1_500_000,
    });
    expect(s.openingIdr + s.ordersIdr + s.invoicesIdr - s.paidOutIdr).toBe(s.closingIdr);
    expect(s.movements.map((m) => m.kind)).toEqual([
      'order_release',
      'order_release',
      'invoice_payment',
      'practitioner_payout',
    ]);
    expect(s.paper?.number).toMatch(/^RKP\/\d{4}\/000001$/);
    expect((await earningsStatement({ db, practitionerId: prac, month: month.label })).paper?.id).toBe(s.paper!.id);
    // The public verification URL printed on it names whose statement it is: the practitioner, no organization.
    expect(await verifyPaper(db, s.paper!.verificationCode)).toEqual({
      genuine: true,
      number: s.paper!.number,
      kind: 'earnings_statement',
      livemode: true,
      amount_idr: s.paper!.amountIdr,
      issued_at: s.paper!.issuedAt.toISOString(),
      organization: null,
      practitioner: 'Siti SH',
    });

    const next = await earningsStatement({ db, practitionerId: prac, month: jakartaMonth(now()).label });
    expect(next.openingIdr).toBe(owedAtEnd);
    expect(next.closingIdr).toBe(owedAtEnd - 100_000);

    for (const locale of ['id', 'en'] as const) {
      const pdf = await paperBytes(await earningsStatementPdf({ settings: testDomain.settings, locale, statement: s }));
      keepPaper(`earnings-statement-${locale}`, pdf);
      const text = pdfText(pdf);
      expect(text).toContain(s.paper!.number);
      expect(text).toContain('Siti SH');
      expect(text).toContain(first);
      expect(text).toContain(second);
      expect(text).toContain(selected.invoice!.id);
      expect(text).toContain('BCA-OUT-77');
      expect(text).not.toContain('BCA-NEXT');
      expect(text).toContain(rupiah(owedAtEnd));
      expect(text).toContain(rupiah(20_000_000));
      expect(text).toContain(locale === 'id' ? 'LAPORAN PENDAPATAN' : 'EARNINGS STATEMENT');
    }
  });

  it('refuses an unknown practitioner and a month not begun', async () => {
    await expect(earningsStatement({ db, practitionerId: 'prac_nope', month: '2026-01' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(earningsStatement({ db, practitionerId: prac, month: '2999-01' })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});
