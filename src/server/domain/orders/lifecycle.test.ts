// The order state machine, driven through the domain functions with no worker running: the offering
// job's function is called directly, so every state is reached deterministically and legitimately.
import { testDomain } from '~/test/domain-context';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import {
  ORDER_STATUSES,
  ledgerEntries,
  orderMessages,
  orderStatusHistory,
  orders,
  webhookEvents,
  type OrderStatus,
} from '~/server/db/schema';
import { setClockOffset } from '~/server/domain/clock';
import { ledgerBalance } from '~/server/domain/ledger/accounts';
import { verifyLedger } from '~/server/domain/ledger/verify-ledger';
import { runOffering } from '~/server/domain/offers/offering';
import { cancelOrder, expireSla, resolveDispute } from '~/server/domain/orders/operator-moves';
import { acceptOffer, declineOffer } from '~/server/domain/offers/offer-responses';
import { askClient, deliverOrder, releaseOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { createClaimedPractitioner } from '~/test/practitioners';
import { createAgent, type Agent, AMPLE_LIMITS } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeApprovedOrder, placeOrder, seededPrice } from '~/test/orders';
import { approveOrder, rejectOrder } from './approve-order';
import { acceptOrder, openDispute, replyToOrder, requestRevision } from './client-actions';
import { getOrderDetails } from './order-details';

await useFileDatabase('aos_lifecycle');

const SERVICE = 'review-kontrak';
const PRICE = seededPrice(SERVICE);
const client = { type: 'user' as const, id: 'usr_test' };
const operator = { type: 'operator' as const, id: 'usr_operator' };

let db: Db;
let agent: Agent;
let prac: string;
let other: string;

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({
    db,
    ...AMPLE_LIMITS,
    approvalThresholdIdr: 5_000_000,
  });
  prac = (
    await createClaimedPractitioner({
      db,
      name: 'Siti SH',
      email: 'siti@example.com',
      serviceCodes: [SERVICE, 'izin-usaha-pma'],
    })
  ).id;
  other = (
    await createClaimedPractitioner({ db, name: 'Andi SH', email: 'andi@example.com', serviceCodes: ['somasi'] })
  ).id;
});
afterEach(() => setClockOffset(0));

/** Legitimate paths to every state. */
async function orderIn(status: OrderStatus): Promise<string> {
  if (status === 'menunggu_bayar' || status === 'dibatalkan') {
    const waiting = await placeOrder(db, agent, 'izin-usaha-pma');
    expect(waiting.status).toBe('menunggu_bayar');
    if (status === 'dibatalkan')
      await rejectOrder({ reach: 'platform', db, domain: testDomain, orderId: waiting.id, actor: client });
    return waiting.id;
  }
  // An order paid at its POST is offered by it: one left `dibayar` is an approved one, its offering job queued.
  const { id } =
    status === 'dibayar' ? await placeApprovedOrder(db, agent, SERVICE) : await placeOrder(db, agent, SERVICE);
  const steps: [OrderStatus, () => Promise<unknown>][] = [
    ['ditawarkan', () => runOffering({ db, domain: testDomain, orderId: id })],
    ['diambil', () => acceptOffer({ db, domain: testDomain, orderId: id, practitionerId: prac })],
    ['dikerjakan', () => startWork({ db, domain: testDomain, orderId: id, practitionerId: prac })],
    [
      'butuh_input_klien',
      () => askClient({ db, domain: testDomain, orderId: id, practitionerId: prac, text: 'Mohon kirim kontraknya' }),
    ],
    [
      'diserahkan',
      async () => {
        await replyToOrder({
          reach: 'platform',
          db,
          domain: testDomain,
          orderId: id,
          text: 'Sudah dilampirkan',
          actor: client,
        });
        await deliverOrder({ db, domain: testDomain, orderId: id, practitionerId: prac, text: 'Hasil review' });
      },
    ],
    [
      'sengketa',
      () =>
        openDispute({ reach: 'platform', db, domain: testDomain, orderId: id, reason: 'Tidak sesuai', actor: client }),
    ],
  ];
  if (status === 'dibayar') return id;
  if (status === 'direfund') {
    await cancelOrder({ db, domain: testDomain, orderId: id, reason: 'uji', actor: operator });
    return id;
  }
  if (status === 'selesai') {
    for (const [, step] of steps.slice(0, 5)) await step();
    await acceptOrder({ reach: 'platform', db, domain: testDomain, orderId: id, actor: client });
    return id;
  }
  for (const [reached, step] of steps) {
    await step();
    if (reached === status) return id;
  }
  throw new Error(`no path to ${status}`);
}

type Action = { name: string; allowed: OrderStatus[]; run: (id: string) => Promise<unknown> };

const ACTIONS: Action[] = [
  {
    name: 'approve',
    allowed: ['menunggu_bayar'],
    run: (id) => approveOrder({ reach: 'platform', db, domain: testDomain, orderId: id, actor: client }),
  },
  {
    name: 'reject',
    allowed: ['menunggu_bayar'],
    run: (id) => rejectOrder({ reach: 'platform', db, domain: testDomain, orderId: id, actor: client }),
  },
  {
    name: 'accept offer',
    allowed: ['ditawarkan'],
    run: (id) => acceptOffer({ db, domain: testDomain, orderId: id, practitionerId: prac }),
  },
  {
    name: 'decline offer',
    allowed: ['ditawarkan'],
    run: (id) => declineOffer({ db, domain: testDomain, orderId: id, practitionerId: prac }),
  },
  {
    name: 'start',
    allowed: ['diambil'],
    run: (id) => startWork({ db, domain: testDomain, orderId: id, practitionerId: prac }),
  },
  {
    name: 'release',
    allowed: ['diambil', 'dikerjakan'],
    run: (id) => releaseOrder({ db, domain: testDomain, orderId: id, practitionerId: prac }),
  },
  {
    name: 'ask client',
    allowed: ['dikerjakan'],
    run: (id) => askClient({ db, domain: testDomain, orderId: id, practitionerId: prac, text: 'data?' }),
  },
  {
    name: 'deliver',
    allowed: ['dikerjakan'],
    run: (id) => deliverOrder({ db, domain: testDomain, orderId: id, practitionerId: prac, text: 'hasil' }),
  },
  {
    name: 'client reply',
    allowed: ['butuh_input_klien'],
    run: (id) =>
      replyToOrder({ reach: 'platform', db, domain: testDomain, orderId: id, text: 'jawaban', actor: client }),
  },
  {
    name: 'client accept',
    allowed: ['diserahkan'],
    run: (id) => acceptOrder({ reach: 'platform', db, domain: testDomain, orderId: id, actor: client }),
  },
  {
    name: 'revision',
    allowed: ['diserahkan'],
    run: (id) =>
      requestRevision({ reach: 'platform', db, domain: testDomain, orderId: id, text: 'revisi', actor: client }),
  },
  {
    name: 'dispute',
    allowed: ['diserahkan'],
    run: (id) =>
      openDispute({ reach: 'platform', db, domain: testDomain, orderId: id, reason: 'salah', actor: client }),
  },
  {
    name: 'cancel',
    allowed: ['dibayar', 'ditawarkan', 'diambil', 'dikerjakan', 'butuh_input_klien'],
    run: (id) => cancelOrder({ db, domain: testDomain, orderId: id, reason: 'x', actor: operator }),
  },
  {
    name: 'resolve for practitioner',
    allowed: ['sengketa'],
    run: (id) => resolveDispute({ db, domain: testDomain, orderId: id, decision: 'practitioner', actor: operator }),
  },
  {
    name: 'resolve for client',
    allowed: ['sengketa'],
    run: (id) => resolveDispute({ db, domain: testDomain, orderId: id, decision: 'client', actor: operator }),
  },
];

async function snapshot(id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  const n = async (table: typeof orderStatusHistory | typeof orderMessages | typeof webhookEvents) =>
    (await db.select({ n: count() }).from(table).where(eq(table.orderId, id)))[0]!.n;
  const [entries] = await db.select({ n: count() }).from(ledgerEntries);
  return {
    order,
    history: await n(orderStatusHistory),
    messages: await n(orderMessages),
    events: await n(webhookEvents),
    entries: entries!.n,
    deposit: await ledgerBalance(db, 'deposit', agent.organizationId),
  };
}

describe('every illegal move is refused and changes nothing', () => {
  for (const status of ORDER_STATUSES) {
    it(`from ${status}`, async () => {
      const id = await orderIn(status);
      expect((await getOrderDetails({ db, orderId: id })).status).toBe(status);
      for (const action of ACTIONS.filter((a) => !a.allowed.includes(status))) {
        const before = await snapshot(id);
        await expect(action.run(id), `${action.name} from ${status}`).rejects.toMatchObject({
          code: 'INVALID_STATE',
          status: 409,
        });
        expect(await snapshot(id), `${action.name} from ${status} changed something`).toEqual(before);
      }
    });
  }

  it('a practitioner who does not hold the order cannot move it', async () => {
    const id = await orderIn('diambil');
    const before = await snapshot(id);
    for (const run of [
      () => startWork({ db, domain: testDomain, orderId: id, practitionerId: other }),
      () => releaseOrder({ db, domain: testDomain, orderId: id, practitionerId: other }),
    ]) {
      await expect(run()).rejects.toMatchObject({ code: 'INVALID_STATE' });
    }
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('money paths', () => {
  it('happy path: history and an event for every change, escrow to the practitioner', async () => {
    const depositBefore = await ledgerBalance(db, 'deposit', agent.organizationId);
    const id = await orderIn('selesai');
    const details = await getOrderDetails({ db, orderId: id });
    const path = [
      'dibayar',
      'ditawarkan',
      'diambil',
      'dikerjakan',
      'butuh_input_klien',
      'dikerjakan',
      'diserahkan',
      'selesai',
    ];
    expect(details.history.map((h) => h.to)).toEqual(path);
    const events = await db
      .select({ event: webhookEvents.event })
      .from(webhookEvents)
      .where(eq(webhookEvents.orderId, id))
      .orderBy(webhookEvents.seq);
    expect(events.map((e) => e.event)).toEqual(path.map((s) => `order.${s}`));
    expect(details.messages.map((m) => m.sender)).toEqual(['praktisi', 'klien']);
    expect(await ledgerBalance(db, 'deposit', agent.organizationId)).toBe(depositBefore - PRICE);
    expect(await ledgerBalance(db, 'escrow', id)).toBe(0);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('dispute decided for the client refunds the deposit to the rupiah', async () => {
    const before = await ledgerBalance(db, 'deposit', agent.organizationId);
    const id = await orderIn('sengketa');
    expect(await ledgerBalance(db, 'deposit', agent.organizationId)).toBe(before - PRICE);
    const resolved = await resolveDispute({ db, domain: testDomain, orderId: id, decision: 'client', actor: operator });
    expect(resolved.status).toBe('direfund');
    expect(await ledgerBalance(db, 'deposit', agent.organizationId)).toBe(before);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('dispute decided for the practitioner pays them', async () => {
    const earnings = await ledgerBalance(db, 'earnings', prac);
    const id = await orderIn('sengketa');
    expect(
      (await resolveDispute({ db, domain: testDomain, orderId: id, decision: 'practitioner', actor: operator })).status,
    ).toBe('selesai');
    expect(await ledgerBalance(db, 'earnings', prac)).toBe(earnings + PRICE);
  });

  it('operator cancellation: dibatalkan then direfund, two events, deposit restored', async () => {
    const before = await ledgerBalance(db, 'deposit', agent.organizationId);
    const id = await orderIn('dikerjakan');
    const result = await cancelOrder({
      db,
      domain: testDomain,
      orderId: id,
      reason: 'klien membatalkan',
      actor: operator,
    });
    expect(result.status).toBe('direfund');
    const events = await db
      .select({ event: webhookEvents.event, snapshot: webhookEvents.orderSnapshot })
      .from(webhookEvents)
      .where(eq(webhookEvents.orderId, id))
      .orderBy(webhookEvents.seq);
    expect(events.slice(-2).map((e) => [e.event, e.snapshot.status])).toEqual([
      ['order.dibatalkan', 'dibatalkan'],
      ['order.direfund', 'direfund'],
    ]);
    expect(await ledgerBalance(db, 'deposit', agent.organizationId)).toBe(before);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('approval charges then; with too little deposit it fails clearly and the order waits', async () => {
    const poor = await createAgent({
      db,
      depositIdr: 8_000_000,
      approvalThresholdIdr: 5_000_000,
      perOrderLimitIdr: 100_000_000,
    });
    const first = await placeOrder(db, poor, 'izin-usaha-pma');
    const second = await placeOrder(db, poor, 'izin-usaha-pma');
    expect([first.status, second.status]).toEqual(['menunggu_bayar', 'menunggu_bayar']);
    expect(await ledgerBalance(db, 'deposit', poor.organizationId)).toBe(8_000_000);
    const approved = await approveOrder({
      reach: 'platform',
      db,
      domain: testDomain,
      orderId: first.id,
      actor: client,
    });
    expect(approved.status).toBe('dibayar');
    expect(await ledgerBalance(db, 'deposit', poor.organizationId)).toBe(500_000);
    await expect(
      approveOrder({ reach: 'platform', db, domain: testDomain, orderId: second.id, actor: client }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_DEPOSIT',
    });
    expect((await getOrderDetails({ db, orderId: second.id })).status).toBe('menunggu_bayar');
  });
});

describe('SLA expiry', () => {
  it('an order still offered when sla_due_at passes is cancelled and refunded (moved clock)', async () => {
    const before = await ledgerBalance(db, 'deposit', agent.organizationId);
    const id = await orderIn('ditawarkan');
    // Not yet due: nothing happens.
    await expireSla({ db, domain: testDomain, orderId: id });
    expect((await getOrderDetails({ db, orderId: id })).status).toBe('ditawarkan');

    const due = new Date((await getOrderDetails({ db, orderId: id })).sla_due_at).getTime();
    setClockOffset(due - Date.now() + 1000);
    await expireSla({ db, domain: testDomain, orderId: id });
    const details = await getOrderDetails({ db, orderId: id });
    expect(details.status).toBe('direfund');
    expect(details.current_offer).toBeNull();
    expect(details.history.slice(-2).map((h) => [h.to, h.actor_type])).toEqual([
      ['dibatalkan', 'system'],
      ['direfund', 'system'],
    ]);
    expect(await ledgerBalance(db, 'deposit', agent.organizationId)).toBe(before);
  });

  it('an order already taken is left alone when its SLA passes', async () => {
    const id = await orderIn('diambil');
    setClockOffset(7 * 24 * 3600_000);
    await expireSla({ db, domain: testDomain, orderId: id });
    expect((await getOrderDetails({ db, orderId: id })).status).toBe('diambil');
  });
});

describe('organization status', () => {
  it('a suspended organization cannot approve a waiting order; nothing is charged', async () => {
    const org = await createAgent({
      db,
      depositIdr: 20_000_000,
      approvalThresholdIdr: 5_000_000,
      perOrderLimitIdr: 100_000_000,
    });
    const waiting = await placeOrder(db, org, 'izin-usaha-pma');
    const { setOrganizationStatus } = await import('~/server/domain/organizations/set-organization-status');
    await setOrganizationStatus({
      domain: testDomain,
      db,
      organizationId: org.organizationId,
      status: 'suspended',
      actor: operator,
    });
    await expect(
      approveOrder({ reach: 'platform', db, domain: testDomain, orderId: waiting.id, actor: client }),
    ).rejects.toMatchObject({
      code: 'ACCOUNT_REJECTED',
    });
    expect((await getOrderDetails({ db, orderId: waiting.id })).status).toBe('menunggu_bayar');
    expect(await ledgerBalance(db, 'deposit', org.organizationId)).toBe(20_000_000);
  });
});
