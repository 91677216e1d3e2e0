// Papers are numbered gaplessly per kind, year and mode in the transaction that writes them; a receipt exists only
// for a paid order of the asking organization, and its PDF says what the ledger says.
import { memberReach } from '~/server/domain/tenant';
import { testDomain } from '~/test/domain-context';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { organizationBilling } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { cancelOrder } from '~/server/domain/orders/operator-moves';
import { topUpTestDeposit } from '~/server/domain/testmode/test-deposit';
import { createAgent, TEST_ACTOR, type Agent, AMPLE_LIMITS } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder, seededPrice, seededService } from '~/test/orders';
import { keepPaper, pdfText } from '~/test/papers';
import { rupiah } from '~/shared/format/rupiah';
import { jakartaDay } from '~/shared/format/jakarta-time';
import { issuePaper } from './issue-paper';
import { orderPaperPdf } from './order-paper-pdf';
import { orderReceipt, orderRefundNote } from './order-papers';
import { allocatePaperNumber } from './paper-numbers';
import { paperBytes } from './pdf/pdf-paper';

await useFileDatabase('aos_papers');

const SERVICE = 'review-kontrak';
const PRICE = seededPrice(SERVICE);
let db: Db;
let agent: Agent;
const year = () => Number(jakartaDay(now()).slice(0, 4));

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({ db, ...AMPLE_LIMITS, approvalThresholdIdr: 100_000_000 });
  await db.insert(organizationBilling).values({
    organizationId: agent.organizationId,
    address: 'Jl. Jenderal Sudirman Kav. 52, Jakarta Selatan',
    taxNumber: '01.234.567.8-012.000',
    updatedAt: now(),
  });
});

describe('paper numbers', () => {
  it('are 1..50 without gaps under 50 concurrent receipt creations', async () => {
    const orders = [];
    for (let i = 0; i < 50; i++) orders.push(await placeOrder(db, agent, SERVICE));
    const receipts = await Promise.all(
      orders.map((o) => orderReceipt({ db, orderId: o.id, reach: memberReach(agent.organizationId) })),
    );
    const sequences = receipts.map((r) => r.paper.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(receipts.map((r) => r.paper.number)).size).toBe(50);
    expect(receipts.find((r) => r.paper.sequence === 7)!.paper.number).toBe(`KWT/${year()}/000007`);
  });

  it('gives a number back when the transaction that took it fails halfway', async () => {
    await expect(
      db.transaction(async (tx) => {
        const taken = await allocatePaperNumber(tx, 'receipt', true, now());
        expect(taken.sequence).toBe(51);
        throw new Error('the paper insert failed');
      }),
    ).rejects.toThrow('the paper insert failed');
    const order = await placeOrder(db, agent, SERVICE);
    const { paper } = await orderReceipt({ db, orderId: order.id, reach: memberReach(agent.organizationId) });
    expect(paper.sequence).toBe(51);
  });

  it('issues one paper per subject, also when asked concurrently, and the same paper again later', async () => {
    const order = await placeOrder(db, agent, SERVICE);
    const twice = await Promise.all(
      [1, 2, 3].map(() => orderReceipt({ db, orderId: order.id, reach: memberReach(agent.organizationId) })),
    );
    expect(new Set(twice.map((r) => r.paper.id)).size).toBe(1);
    const again = await orderReceipt({ db, orderId: order.id, reach: memberReach(agent.organizationId) });
    expect(again.paper.number).toBe(twice[0]!.paper.number);
    const next = await orderReceipt({
      db,
      orderId: (await placeOrder(db, agent, SERVICE)).id,
      reach: memberReach(agent.organizationId),
    });
    expect(next.paper.sequence).toBe(twice[0]!.paper.sequence + 1);
  });

  it('counts test papers on their own sequence, marked as test', async () => {
    const live = await issuePaper(db, { kind: 'invoice', subjectId: 'inv_live_1', livemode: true });
    const test = await issuePaper(db, { kind: 'invoice', subjectId: 'inv_test_1', livemode: false });
    const test2 = await issuePaper(db, { kind: 'invoice', subjectId: 'inv_test_2', livemode: false });
    expect(live.number).toBe(`INV/${year()}/000001`);
    expect([test.number, test2.number]).toEqual([`TEST-INV/${year()}/000001`, `TEST-INV/${year()}/000002`]);
  });
});

describe('order receipts', () => {
  it("are refused for an unpaid order (awaiting the owner's approval)", async () => {
    const careful = await createAgent({ db, ...AMPLE_LIMITS, approvalThresholdIdr: 1 });
    const order = await placeOrder(db, careful, SERVICE);
    expect(order.status).toBe('menunggu_bayar');
    await expect(
      orderReceipt({ db, orderId: order.id, reach: memberReach(careful.organizationId) }),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
  });

  it("are NOT_FOUND for another organization's order", async () => {
    const other = await createAgent({ db, ...AMPLE_LIMITS });
    const order = await placeOrder(db, agent, SERVICE);
    await expect(
      orderReceipt({ db, orderId: order.id, reach: memberReach(other.organizationId) }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      orderRefundNote({ db, orderId: order.id, reach: memberReach(other.organizationId) }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('print the platform, the organization, its tax number, the amount and the number, in both languages', async () => {
    const order = await placeOrder(db, agent, SERVICE);
    const receipt = await orderReceipt({ db, orderId: order.id, reach: memberReach(agent.organizationId) });
    for (const locale of ['id', 'en'] as const) {
      const pdf = await paperBytes(await orderPaperPdf({ db, settings: testDomain.settings, locale, paper: receipt }));
      keepPaper(`receipt-${locale}`, pdf);
      const text = pdfText(pdf);
      expect(text).toContain(locale === 'id' ? 'KWITANSI PEMBAYARAN' : 'PAYMENT RECEIPT');
      expect(text).toContain(receipt.paper.number);
      expect(text).toContain(rupiah(PRICE));
      expect(text).toContain(order.id);
      expect(text).toContain(seededService(SERVICE).name);
      expect(text).toContain(testDomain.settings.bank.accountName);
      expect(text).toContain('01.234.567.8-012.000');
      expect(text).toContain('Jl. Jenderal Sudirman Kav. 52');
      expect(text).toContain(`/verifikasi/${receipt.paper.verificationCode}`);
      expect(text).not.toContain(locale === 'id' ? 'MODE UJI' : 'TEST MODE');
    }
  });

  it('has a refund note once the order is refunded, and none before', async () => {
    const order = await placeOrder(db, agent, SERVICE);
    await expect(
      orderRefundNote({ db, orderId: order.id, reach: memberReach(agent.organizationId) }),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
    await cancelOrder({ db, domain: testDomain, orderId: order.id, reason: 'Dibatalkan dalam uji', actor: TEST_ACTOR });
    const note = await orderRefundNote({ db, orderId: order.id, reach: memberReach(agent.organizationId) });
    expect(note.paper.number).toBe(`NRF/${year()}/000001`);
    for (const locale of ['id', 'en'] as const) {
      const pdf = await paperBytes(await orderPaperPdf({ db, settings: testDomain.settings, locale, paper: note }));
      keepPaper(`refund-note-${locale}`, pdf);
      const text = pdfText(pdf);
      expect(text).toContain(locale === 'id' ? 'NOTA REFUND' : 'REFUND NOTE');
      expect(text).toContain(note.paper.number);
      expect(text).toContain(rupiah(PRICE));
    }
  });

  it('carry the test mark on a test order, numbered on the test sequence', async () => {
    const key = await createApiKey({ db, organizationId: agent.organizationId, name: 'uji', livemode: false });
    await topUpTestDeposit({ db, organizationId: agent.organizationId, amountIdr: PRICE });
    const order = await placeOrder(db, { ...agent, apiKey: key.api_key }, SERVICE);
    const receipt = await orderReceipt({ db, orderId: order.id, reach: memberReach(agent.organizationId) });
    expect(receipt.paper.livemode).toBe(false);
    expect(receipt.paper.number).toBe(`TEST-KWT/${year()}/000001`);
    for (const locale of ['id', 'en'] as const) {
      const pdf = await paperBytes(await orderPaperPdf({ db, settings: testDomain.settings, locale, paper: receipt }));
      keepPaper(`receipt-test-${locale}`, pdf);
      expect(pdfText(pdf)).toContain(
        locale === 'id' ? 'MODE UJI - BUKAN DOKUMEN SAH' : 'TEST MODE - NOT A VALID DOCUMENT',
      );
    }
  });
});
