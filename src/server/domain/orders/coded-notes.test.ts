// Timeline notes and ledger lines are stored as codes with parameters (rendered per locale by the dashboard),
// beside the Indonesian text the ops CLI and older rows use.
import { testDomain } from '~/test/domain-context';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { ledgerTransactions, orderStatusHistory } from '~/server/db/schema';
import { organizationLedger } from '~/server/domain/ledger/organization-ledger';
import { runOffering } from '~/server/domain/offers/offering';
import { cancelOrder } from '~/server/domain/orders/operator-moves';
import { createAgent, type Agent, AMPLE_LIMITS } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { approveOrder, rejectOrder } from './approve-order';
import { orderTimeline } from './order-timeline';

await useFileDatabase('aos_coded_notes');

const client = { type: 'user' as const, id: 'usr_test' };
const operator = { type: 'operator' as const, id: 'usr_operator' };
let db: Db;
let agent: Agent;

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({
    db,
    ...AMPLE_LIMITS,
    approvalThresholdIdr: 5_000_000,
  });
});

const historyOf = (orderId: string) =>
  db
    .select({
      to: orderStatusHistory.toStatus,
      note: orderStatusHistory.note,
      code: orderStatusHistory.noteCode,
      params: orderStatusHistory.noteParams,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));

describe('history notes', () => {
  it('an approval writes its code; the offering start writes its own', async () => {
    const order = await placeOrder(db, agent, 'izin-usaha-pma');
    expect(order.status).toBe('menunggu_bayar');
    await approveOrder({ reach: 'platform', db, domain: testDomain, orderId: order.id, actor: client });
    await runOffering({ db, domain: testDomain, orderId: order.id });
    expect(await historyOf(order.id)).toEqual([
      { to: 'menunggu_bayar', note: null, code: null, params: null },
      { to: 'dibayar', note: 'disetujui admin organisasi', code: 'disetujui_admin', params: null },
      { to: 'ditawarkan', note: 'penawaran ke praktisi dimulai', code: 'penawaran_dimulai', params: null },
    ]);
  });

  it("a rejection with a reason keeps the person's words as the reason parameter", async () => {
    const order = await placeOrder(db, agent, 'izin-usaha-pma');
    await rejectOrder({
      reach: 'platform',
      db,
      domain: testDomain,
      orderId: order.id,
      actor: client,
      reason: 'Tidak dianggarkan',
    });
    const rows = await historyOf(order.id);
    expect(rows.at(-1)).toEqual({
      to: 'dibatalkan',
      note: 'Tidak dianggarkan',
      code: 'ditolak_admin',
      params: { reason: 'Tidak dianggarkan' },
    });
  });

  it('a cancellation by the operator writes both steps coded; the timeline passes the codes on', async () => {
    const order = await placeOrder(db, agent, 'review-kontrak');
    await cancelOrder({ db, domain: testDomain, orderId: order.id, reason: 'Permintaan klien', actor: operator });
    const timeline = await orderTimeline({ db, orderId: order.id, organizationId: agent.organizationId });
    expect(timeline.history.slice(-2).map((h) => [h.to, h.note_code, h.note_params, h.note])).toEqual([
      ['dibatalkan', 'dibatalkan_operator', { reason: 'Permintaan klien' }, 'Permintaan klien'],
      ['direfund', 'escrow_dikembalikan', null, 'escrow dikembalikan ke deposit'],
    ]);
  });
});

describe('ledger lines', () => {
  it('order payment and refund carry their code and the order id', async () => {
    const order = await placeOrder(db, agent, 'review-kontrak');
    await cancelOrder({ db, domain: testDomain, orderId: order.id, reason: 'uji', actor: operator });
    const rows = await db
      .select({
        kind: ledgerTransactions.kind,
        code: ledgerTransactions.descriptionCode,
        params: ledgerTransactions.descriptionParams,
        text: ledgerTransactions.description,
      })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.orderId, order.id))
      .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
    expect(rows).toEqual([
      {
        kind: 'order_payment',
        code: 'order_payment',
        params: { order_id: order.id },
        text: `Pembayaran order ${order.id} ke escrow`,
      },
      {
        kind: 'order_refund',
        code: 'order_refund',
        params: { order_id: order.id },
        text: `Escrow order ${order.id} dikembalikan ke deposit`,
      },
    ]);
    const ledger = await organizationLedger({ db, organizationId: agent.organizationId });
    const refund = ledger.entries.find((e) => e.order_id === order.id && e.kind === 'order_refund');
    expect(refund).toMatchObject({ description_code: 'order_refund', description_params: { order_id: order.id } });
  });
});
