// Notifications on real Postgres with a real graphile-worker: each event tells the right people, once.
import { testDomain } from '~/test/domain-context';
import { and, eq } from 'drizzle-orm';
import type { Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { mailOutbox, member, notifications, offers, orders, user } from '~/server/db/schema';
import { createCase } from '~/server/domain/cases/create-case';
import { markInvoicePaid } from '~/server/domain/cases/mark-invoice-paid';
import { placeBid } from '~/server/domain/cases/place-bid';
import { selectBid } from '~/server/domain/cases/select-bid';
import { newId, randomBase62 } from '~/server/domain/ids';
import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { openDispute } from '~/server/domain/orders/client-actions';
import { resolveDispute } from '~/server/domain/orders/operator-moves';
import { askClient, deliverOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { startWorker } from '~/server/worker/runner';
import { createAgent, type Agent } from '~/test/fixtures';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { createClaimedPractitioner } from '~/test/practitioners';
import { deliverNotifications } from './deliver-notifications';
import { listNotifications, unreadNotificationCount } from './list-notifications';
import { markAllNotificationsRead, markNotificationRead } from './mark-read';
import { getNotificationSettings, setNotificationSettings } from './notification-settings';

await useFileDatabase('aos_notifications');

let db: Db;
let runner: Runner;

beforeAll(async () => {
  db = await getDb();
  runner = await startWorker({ domain: testDomain, concurrency: 2 });
});
afterAll(async () => {
  await runner?.stop();
});

type Person = { id: string; email: string };

async function person(locale: 'id' | 'en' = 'id'): Promise<Person> {
  const email = `p-${randomBase62(10).toLowerCase()}@example.com`;
  const [row] = await db
    .insert(user)
    .values({ id: newId('user'), name: email, email, emailVerified: true, locale })
    .returning({ id: user.id, email: user.email });
  return row!;
}

/** An organization with an owner (Indonesian), an admin (English) and a read-only member. */
async function team(options: { approvalThresholdIdr?: number } = {}) {
  const agent = await createAgent({ db, depositIdr: 100_000_000, monthlyLimitIdr: 1_000_000_000, ...options });
  const owner = await person('id');
  const admin = await person('en');
  const reader = await person('id');
  for (const [p, role] of [
    [owner, 'owner'],
    [admin, 'admin'],
    [reader, 'member'],
  ] as const) {
    await db.insert(member).values({ id: randomBase62(20), organizationId: agent.organizationId, userId: p.id, role });
  }
  return { agent, owner, admin, reader };
}

async function practitionerFor(service: string, locale: 'id' | 'en' = 'en') {
  const email = `prac-${randomBase62(10).toLowerCase()}@example.com`;
  const p = await createClaimedPractitioner({ db, name: 'Praktisi Uji', email, serviceCodes: [service] });
  await db.update(user).set({ locale }).where(eq(user.id, p.userId));
  return { ...p, email };
}

const rowsOf = (userId: string, kind?: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), kind ? eq(notifications.kind, kind as never) : undefined));

const mailTo = (email: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

async function waitForNotification(userId: string, kind: string, count = 1) {
  return waitFor(
    async () => {
      const rows = await rowsOf(userId, kind);
      return rows.length >= count ? rows : null;
    },
    { what: `${kind} for ${userId}` },
  );
}

async function liveOffer(orderId: string) {
  return waitFor(
    async () => {
      const [o] = await db
        .select()
        .from(offers)
        .where(and(eq(offers.orderId, orderId), eq(offers.status, 'aktif')));
      return o;
    },
    { what: `offer of ${orderId}` },
  );
}

/** Places an order and walks it to `dikerjakan` with the practitioner. */
async function orderInWork(agent: Agent, practitionerId: string, service: string) {
  const order = await placeOrder(db, agent, service);
  await liveOffer(order.id);
  await acceptOffer({ db, domain: testDomain, orderId: order.id, practitionerId });
  await startWork({ db, domain: testDomain, orderId: order.id, practitionerId });
  return order;
}

describe('notifications', () => {
  it('a new offer tells its practitioner in their language, in the app and by e-mail, and nobody else', async () => {
    const { agent, owner, admin } = await team();
    const prac = await practitionerFor('somasi', 'en');
    const order = await placeOrder(db, agent, 'somasi');
    const offer = await liveOffer(order.id);

    const [row] = await waitForNotification(prac.userId, 'offer_new');
    expect(row).toMatchObject({
      linkPath: `/praktisi#offer-${offer.id}`,
      params: { orderId: order.id, priceIdr: order.price_idr, expiresAt: offer.expiresAt.toISOString() },
      readAt: null,
    });
    expect(row!.params.service).toBeTruthy();
    const [listed] = await listNotifications({ db, userId: prac.userId });
    expect(listed!.title).toBe(`New offer: ${row!.params.service}`);
    expect(listed!.body).toContain(order.id);
    expect(listed!.body).toContain('WIB');

    const mails = await waitFor(async () => {
      // The claim link went to this address too; only notifications count here.
      const m = (await mailTo(prac.email)).filter((x) => x.kind === 'notification');
      return m.length ? m : null;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'notification', subject: listed!.title });
    expect(mails[0]!.links[0]).toMatch(new RegExp(`/praktisi#offer-${offer.id}$`));
    expect(mails[0]!.bodyText).toContain('Notifications page');

    expect(await rowsOf(owner.id)).toEqual([]);
    expect(await rowsOf(admin.id)).toEqual([]);
  });

  it('an order awaiting approval tells owners and admins (not members); e-mail honours each setting', async () => {
    const { agent, owner, admin, reader } = await team({ approvalThresholdIdr: 1 });
    await setNotificationSettings({ db, userId: admin.id, email: { order_awaiting_approval: false } });
    const order = await placeOrder(db, agent, 'review-kontrak');
    expect(order.status).toBe('menunggu_bayar');

    const [forOwner] = await waitForNotification(owner.id, 'order_awaiting_approval');
    const [forAdmin] = await waitForNotification(admin.id, 'order_awaiting_approval');
    const link = `/org/${agent.organizationId}/orders/${order.id}`;
    expect(forOwner!.linkPath).toBe(link);
    expect(forAdmin!.linkPath).toBe(link);
    expect(await rowsOf(reader.id)).toEqual([]);

    const ownerMail = await waitFor(async () => (await mailTo(owner.email))[0]);
    expect(ownerMail.subject).toMatch(/^Order menunggu persetujuan: /);
    // The admin turned this kind's e-mail off: the in-app row exists, no mail was queued.
    expect(await mailTo(admin.email)).toEqual([]);
    expect(await mailTo(reader.email)).toEqual([]);
  });

  it("a practitioner's question, a delivery and a dispute reach the organization; the disputing owner is not told of their own act", async () => {
    const { agent, owner, admin, reader } = await team();
    const prac = await practitionerFor('pendirian-cv', 'id');
    const order = await orderInWork(agent, prac.id, 'pendirian-cv');

    await askClient({
      db,
      domain: testDomain,
      orderId: order.id,
      practitionerId: prac.id,
      text: 'Mohon kirim KTP direktur.',
    });
    const [question] = await waitForNotification(admin.id, 'practitioner_question');
    expect(question!.params.excerpt).toBe('Mohon kirim KTP direktur.');
    const [adminView] = await listNotifications({ db, userId: admin.id });
    expect(adminView!.title).toBe(`The practitioner asked about order ${order.id}`);
    await waitForNotification(owner.id, 'practitioner_question');
    expect(await rowsOf(prac.userId, 'practitioner_question')).toEqual([]);

    const { replyToOrder } = await import('~/server/domain/orders/client-actions');
    await replyToOrder({
      db,
      domain: testDomain,
      orderId: order.id,
      actor: { type: 'user', id: owner.id },
      text: 'Terlampir.',
    });
    await deliverOrder({
      db,
      domain: testDomain,
      orderId: order.id,
      practitionerId: prac.id,
      text: 'Akta pendirian CV.',
    });
    await waitForNotification(owner.id, 'delivery_ready');
    await waitForNotification(admin.id, 'delivery_ready');

    await openDispute({
      db,
      domain: testDomain,
      orderId: order.id,
      actor: { type: 'user', id: owner.id },
      reason: 'Nama CV salah eja.',
    });
    await waitForNotification(admin.id, 'dispute_opened');
    await waitForNotification(prac.userId, 'dispute_opened');

    await resolveDispute({
      db,
      domain: testDomain,
      orderId: order.id,
      decision: 'client',
      actor: { type: 'operator', id: null },
    });
    const [resolved] = await waitForNotification(prac.userId, 'dispute_resolved');
    expect(resolved).toMatchObject({ linkPath: '/praktisi/order', params: { outcome: 'klien' } });
    const [ownerResolved] = await waitForNotification(owner.id, 'dispute_resolved');
    expect(ownerResolved!.linkPath).toBe(`/org/${agent.organizationId}/orders/${order.id}`);
    await waitForNotification(admin.id, 'dispute_resolved');

    // The owner opened the dispute: no notification of it for them.
    expect(await rowsOf(owner.id, 'dispute_opened')).toEqual([]);
    expect(await rowsOf(reader.id)).toEqual([]);
  });

  it('an invoice issued and paid tells owners and admins', async () => {
    const { agent, owner, admin, reader } = await team();
    const prac = await practitionerFor('litigasi-perdata');
    const kase = await createCase({
      db,
      organizationId: agent.organizationId,
      livemode: true,
      input: {
        contact_name: 'Budi',
        contact_email: 'budi@example.com',
        story: 'Sengketa tanah warisan dengan tetangga sejak 2019, perlu pendampingan.',
      },
    });
    const bid = await placeBid({ db, caseId: kase.id, practitionerId: prac.id, amountIdr: 7_500_000, message: 'Siap' });
    const selected = await selectBid({ db, domain: testDomain, caseId: kase.id, bidId: bid.bid_id });
    const invoiceId = selected.invoice!.id;
    const [issued] = await waitForNotification(owner.id, 'invoice_issued');
    expect(issued).toMatchObject({
      linkPath: `/org/${agent.organizationId}/cases/${kase.id}`,
      params: { invoiceId, caseId: kase.id, amountIdr: 7_500_000 },
    });
    await waitForNotification(admin.id, 'invoice_issued');

    await markInvoicePaid({ db, domain: testDomain, invoiceId, livemode: true, actor: { type: 'cli', id: 'test' } });
    await waitForNotification(owner.id, 'invoice_paid');
    const [paidForAdmin] = await listNotifications({
      db,
      userId: (await waitForNotification(admin.id, 'invoice_paid'))[0]!.userId,
    });
    expect(paidForAdmin!.title).toBe(`Invoice paid: ${invoiceId}`);
    expect(await rowsOf(reader.id)).toEqual([]);
  });

  it('a job that runs twice writes each notification and e-mail once', async () => {
    const { agent, owner } = await team();
    const prac = await practitionerFor('nib-oss');
    const order = await orderInWork(agent, prac.id, 'nib-oss');
    const event = { kind: 'delivery_ready' as const, source: `again:${order.id}`, orderId: order.id };
    expect(await deliverNotifications({ db, domain: testDomain, event })).toEqual({ created: 2, mailed: 2 });
    expect(await deliverNotifications({ db, domain: testDomain, event })).toEqual({ created: 0, mailed: 0 });
    const rows = (await rowsOf(owner.id, 'delivery_ready')).filter((r) => r.sourceKey === event.source);
    expect(rows).toHaveLength(1);
    const mails = (await mailTo(owner.email)).filter((m) => m.subject.startsWith('Hasil siap'));
    expect(mails).toHaveLength(1);
  });

  it('a test-mode order tells nobody (its practitioner is simulated; the developer watches the API)', async () => {
    const { agent, owner } = await team({ approvalThresholdIdr: 1 });
    const order = await placeOrder(db, agent, 'review-kontrak');
    await waitForNotification(owner.id, 'order_awaiting_approval');
    await db.update(orders).set({ livemode: false }).where(eq(orders.id, order.id));
    const event = { kind: 'delivery_ready' as const, source: `test-mode:${order.id}`, orderId: order.id };
    expect(await deliverNotifications({ db, domain: testDomain, event })).toEqual({ created: 0, mailed: 0 });
    expect((await rowsOf(owner.id)).filter((r) => r.sourceKey === event.source)).toEqual([]);
  });

  it('unread count, mark read (own only) and mark all read', async () => {
    const { agent, owner, admin } = await team({ approvalThresholdIdr: 1 });
    await placeOrder(db, agent, 'review-kontrak');
    await placeOrder(db, agent, 'review-kontrak');
    await waitForNotification(owner.id, 'order_awaiting_approval', 2);
    expect(await unreadNotificationCount({ db, userId: owner.id })).toBe(2);

    const [first] = await listNotifications({ db, userId: owner.id });
    await expect(markNotificationRead({ db, userId: admin.id, notificationId: first!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await unreadNotificationCount({ db, userId: owner.id })).toBe(2);

    await markNotificationRead({ db, userId: owner.id, notificationId: first!.id });
    expect(await unreadNotificationCount({ db, userId: owner.id })).toBe(1);
    expect((await listNotifications({ db, userId: owner.id }))[0]!.read_at).not.toBeNull();
    expect(await markAllNotificationsRead({ db, userId: owner.id })).toEqual({ marked: 1 });
    expect(await unreadNotificationCount({ db, userId: owner.id })).toBe(0);
    // The admin's own notifications are untouched.
    expect(await unreadNotificationCount({ db, userId: admin.id })).toBe(2);
  });

  it('settings: e-mail on for every kind until turned off; in-app always on', async () => {
    const someone = await person();
    const initial = await getNotificationSettings({ db, userId: someone.id });
    expect(initial.every((s) => s.email && s.in_app)).toBe(true);
    const after = await setNotificationSettings({ db, userId: someone.id, email: { invoice_paid: false } });
    expect(after.find((s) => s.kind === 'invoice_paid')).toEqual({ kind: 'invoice_paid', email: false, in_app: true });
    expect(after.filter((s) => !s.email)).toHaveLength(1);
    const back = await setNotificationSettings({ db, userId: someone.id, email: { invoice_paid: true } });
    expect(back.every((s) => s.email)).toBe(true);
  });
});
