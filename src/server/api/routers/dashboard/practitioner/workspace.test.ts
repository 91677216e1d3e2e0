// The practitioner workspace over the dashboard router: offers (intake only once offered), accepting and
// declining, the work moves, and refusals on someone else's order that change nothing.
import { testDomain } from '~/test/domain-context';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { offers, orderMessages, orderStatusHistory } from '~/server/db/schema';
import { setClockOffset } from '~/server/domain/clock';
import { runOffering } from '~/server/domain/offers/offering';
import { replyToOrder } from '~/server/domain/orders/client-actions';
import { dashboardAs } from '~/test/dashboard';
import { createAgent, type Agent } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeApprovedOrder, placeOrder, validIntake } from '~/test/orders';
import { createPractitionerUser, liveOfferOf, orderRow, type PractitionerPerson } from './test-people';

await useFileDatabase('aos_prac_workspace');

const SERVICE = 'review-kontrak';
let db: Db;
let agent: Agent;
let siti: PractitionerPerson;
let andi: PractitionerPerson;
const client = { type: 'user' as const, id: 'usr_client' };

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({
    db,
    depositIdr: 500_000_000,
    perOrderLimitIdr: 100_000_000,
    monthlyLimitIdr: 1_000_000_000,
    approvalThresholdIdr: 100_000_000,
  });
  siti = await createPractitionerUser(db, 'Siti SH', [SERVICE]);
  andi = await createPractitionerUser(db, 'Andi SH', [SERVICE]);
});
afterEach(() => setClockOffset(0));

const as = (p: PractitionerPerson) => dashboardAs(db, p.user).practitioner;
const byId = (p: PractitionerPerson) => (p.practitionerId === siti.practitionerId ? siti : andi);
const otherThan = (p: PractitionerPerson) => (p.practitionerId === siti.practitionerId ? andi : siti);

/** A paid order offered to one of the two: returns who holds the offer and who does not. */
async function offeredOrder() {
  const order = await placeOrder(db, agent, SERVICE);
  await runOffering({ db, domain: testDomain, orderId: order.id });
  const offer = await liveOfferOf(db, order.id);
  const offered = byId({ user: siti.user, practitionerId: offer!.practitionerId });
  return { orderId: order.id, offered, other: otherThan(offered) };
}

/** State that a refused call must leave untouched. */
async function snapshot(orderId: string) {
  const order = await orderRow(db, orderId);
  const [history] = await db
    .select({ n: count() })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId));
  const [messages] = await db.select({ n: count() }).from(orderMessages).where(eq(orderMessages.orderId, orderId));
  const offerRows = await db
    .select({ id: offers.id, status: offers.status })
    .from(offers)
    .where(eq(offers.orderId, orderId));
  return {
    status: order.status,
    practitionerId: order.practitionerId,
    deliverable: order.deliverable,
    history: history!.n,
    messages: messages!.n,
    offers: offerRows,
  };
}

describe('offers', () => {
  it('shows an order and its intake only from the moment it is offered, and only to the one offered', async () => {
    // Paid (approved) but not yet offered: nobody sees it. An order paid at its POST is offered by it.
    const order = await placeApprovedOrder(db, agent, SERVICE);
    expect(order.status).toBe('dibayar');
    for (const p of [siti, andi]) {
      expect((await as(p).offers.list()).offers.map((o) => o.order_id)).not.toContain(order.id);
      expect((await as(p).orders.list()).map((o) => o.id)).not.toContain(order.id);
    }
    await runOffering({ db, domain: testDomain, orderId: order.id });
    const offer = await liveOfferOf(db, order.id);
    const offered = byId({ user: siti.user, practitionerId: offer!.practitionerId });
    const list = await as(offered).offers.list();
    const mine = list.offers.find((o) => o.order_id === order.id)!;
    expect(mine).toMatchObject({ service: SERVICE, price_idr: order.price_idr, round: 1 });
    expect(Object.fromEntries(mine.intake.map((i) => [i.key, i.value]))).toEqual(validIntake(SERVICE));
    expect(mine.intake.every((i) => i.label.length > 0)).toBe(true);
    expect(new Date(mine.expires_at).getTime() - new Date(list.server_time).getTime()).toBeGreaterThan(29 * 60_000);
    // The other practitioner sees neither the offer nor its intake.
    const theirs = await as(otherThan(offered)).offers.list();
    expect(theirs.offers.map((o) => o.order_id)).not.toContain(order.id);
    expect(JSON.stringify(theirs)).not.toContain(Object.values(validIntake(SERVICE))[0]);
  });

  it('refuses accepting or declining an offer made to someone else, and changes nothing', async () => {
    const { orderId, offered, other } = await offeredOrder();
    const before = await snapshot(orderId);
    await expect(as(other).offers.accept({ orderId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as(other).offers.decline({ orderId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await snapshot(orderId)).toEqual(before);
    const taken = await as(offered).offers.accept({ orderId });
    expect(taken.status).toBe('diambil');
  });

  it('declining passes the offer to the next practitioner', async () => {
    const { orderId, offered, other } = await offeredOrder();
    await expect(as(offered).offers.decline({ orderId })).resolves.toEqual({ order_id: orderId, declined: true });
    expect((await liveOfferOf(db, orderId))?.practitionerId).toBe(other.practitionerId);
    expect((await as(offered).offers.list()).offers.map((o) => o.order_id)).not.toContain(orderId);
    expect((await as(other).offers.list()).offers.map((o) => o.order_id)).toContain(orderId);
  });

  it('an expired offer disappears from the list and can no longer be accepted (409)', async () => {
    const { orderId, offered } = await offeredOrder();
    setClockOffset(31 * 60_000);
    expect((await as(offered).offers.list()).offers.map((o) => o.order_id)).not.toContain(orderId);
    await expect(as(offered).offers.accept({ orderId })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await orderRow(db, orderId)).status).toBe('ditawarkan');
  });

  it('an unknown order is NOT_FOUND', async () => {
    await expect(as(siti).offers.accept({ orderId: 'ord_doesnotexist000000000000' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('my orders', () => {
  it('start, ask the client, deliver: with messages and the deliverable in my orders', async () => {
    const { orderId, offered } = await offeredOrder();
    await as(offered).offers.accept({ orderId });
    expect((await as(offered).orders.list()).find((o) => o.id === orderId)).toMatchObject({
      status: 'diambil',
      active: true,
    });
    expect((await as(offered).orders.start({ orderId })).status).toBe('dikerjakan');
    const asked = await as(offered).orders.askClient({ orderId, text: '  Mohon kirim draf kontraknya  ' });
    expect(asked.status).toBe('butuh_input_klien');
    await replyToOrder({ reach: 'platform', db, domain: testDomain, orderId, text: 'Draf terlampir', actor: client });
    const delivered = await as(offered).orders.deliver({ orderId, text: 'Hasil review: tiga klausul perlu diubah.' });
    expect(delivered).toMatchObject({ status: 'diserahkan', deliverable: 'Hasil review: tiga klausul perlu diubah.' });
    const mine = (await as(offered).orders.list()).find((o) => o.id === orderId)!;
    expect(mine.messages.map((m) => [m.sender, m.text])).toEqual([
      ['praktisi', 'Mohon kirim draf kontraknya'],
      ['klien', 'Draf terlampir'],
    ]);
    expect(mine.deliverable).toBe('Hasil review: tiga klausul perlu diubah.');
    expect(Object.fromEntries(mine.intake.map((i) => [i.key, i.value]))).toEqual(validIntake(SERVICE));
  });

  it("refuses every move on another practitioner's order (403) and changes nothing", async () => {
    const { orderId, offered, other } = await offeredOrder();
    await as(offered).offers.accept({ orderId });
    const before = await snapshot(orderId);
    await expect(as(other).orders.start({ orderId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as(other).orders.release({ orderId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as(other).orders.askClient({ orderId, text: 'Halo' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as(other).orders.deliver({ orderId, text: 'Hasil palsu' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await as(other).orders.list()).map((o) => o.id)).not.toContain(orderId);
    expect(await snapshot(orderId)).toEqual(before);
  });

  it('refuses a move in the wrong state (409) and an empty message (400), changing nothing', async () => {
    const { orderId, offered } = await offeredOrder();
    await as(offered).offers.accept({ orderId });
    const before = await snapshot(orderId);
    await expect(as(offered).orders.deliver({ orderId, text: 'Terlalu cepat' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await as(offered).orders.start({ orderId });
    const started = await snapshot(orderId);
    await expect(as(offered).orders.askClient({ orderId, text: '   ' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await snapshot(orderId)).toEqual(started);
    expect(before.status).toBe('diambil');
  });

  it('release gives the order back: offered to the next practitioner, gone from my orders', async () => {
    const { orderId, offered, other } = await offeredOrder();
    await as(offered).offers.accept({ orderId });
    await expect(as(offered).orders.release({ orderId })).resolves.toEqual({ order_id: orderId, released: true });
    expect((await orderRow(db, orderId)).status).toBe('ditawarkan');
    expect((await liveOfferOf(db, orderId))?.practitionerId).toBe(other.practitionerId);
    expect((await as(offered).orders.list()).map((o) => o.id)).not.toContain(orderId);
    await expect(as(offered).orders.start({ orderId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
