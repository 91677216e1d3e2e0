import { memberReach } from '~/server/domain/tenant';
// Notifications on real Postgres with a real graphile-worker: each event tells the right people, once.
import { testDomain } from '~/test/domain-context';
import { and, eq } from 'drizzle-orm';
import type { Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { invitation, mailOutbox, member, notifications, offers, orders, papers, user } from '~/server/db/schema';
import { createCase } from '~/server/domain/cases/create-case';
import { markInvoicePaid } from '~/server/domain/cases/mark-invoice-paid';
import { placeBid } from '~/server/domain/cases/place-bid';
import { selectBid } from '~/server/domain/cases/select-bid';
import { newId, randomBase62 } from '~/server/domain/ids';
import { recordDeposit } from '~/server/domain/ledger/record-deposit';
import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { approveOrder } from '~/server/domain/orders/approve-order';
import { acceptOrder, openDispute, replyToOrder, requestRevision } from '~/server/domain/orders/client-actions';
import { createOrganizationForUser } from '~/server/domain/organizations/create-organization-for-user';
import { acceptInvitation } from '~/server/domain/organizations/respond-to-invitation';
import { setOrganizationStatus } from '~/server/domain/organizations/set-organization-status';
import { resolveDispute } from '~/server/domain/orders/operator-moves';
import { askClient, deliverOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { startWorker } from '~/server/worker/runner';
import { rupiah } from '~/shared/format/rupiah';
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

async function person(locale: 'id' | 'en' = 'id', platformRole: 'operator' | null = null): Promise<Person> {
  const email = `p-${randomBase62(10).toLowerCase()}@example.com`;
  const [row] = await db
    .insert(user)
    .values({ id: newId('user'), name: email, email, emailVerified: true, locale, platformRole })
    .returning({ id: user.id, email: user.email });
  return row!;
}

/**
 * An organization with an owner (Indonesian), an admin (English) and a read-only member. Its deposit is
 * recorded once they are members, and the owner and admin have read that notification (deposit_credited).
 */
async function team(options: { approvalThresholdIdr?: number } = {}) {
  const agent = await createAgent({ db, monthlyLimitIdr: 1_000_000_000, ...options });
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
  const reference = `TEAM-${randomBase62(12)}`;
  await recordDeposit({
    db,
    domain: testDomain,
    organizationId: agent.organizationId,
    amountIdr: 100_000_000,
    reference,
    actor: { type: 'cli', id: 'test' },
  });
  for (const p of [owner, admin]) {
    await waitForNotification(p.id, 'deposit_credited');
    await markAllNotificationsRead({ db, userId: p.id });
  }
  return { agent, owner, admin, reader, reference };
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

/** Mails to this address that speak of the order (every order notification names its id). */
const mailsAbout = async (email: string, orderId: string) =>
  (await mailTo(email)).filter((m) => m.kind === 'notification' && (m.bodyText ?? '').includes(orderId));

const aboutOrder = async (userId: string, orderId: string) =>
  (await rowsOf(userId)).filter((r) => r.params.orderId === orderId);

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
    expect(listed!.title).toBe(`New offer: ${row!.params.service} · ${rupiah(order.price_idr)}`);
    expect(listed!.actionable).toBe(true);
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

    expect(await aboutOrder(owner.id, order.id)).toEqual([]);
    expect(await aboutOrder(admin.id, order.id)).toEqual([]);
  });

  it('an offer whose e-mail the practitioner turned off is told in the app only; a notify job of it from before the notice was written with the offer tells nobody twice', async () => {
    const { agent } = await team();
    const prac = await practitionerFor('perjanjian-kerja', 'id');
    await setNotificationSettings({ db, userId: prac.userId, email: { offer_new: false } });
    const order = await placeOrder(db, agent, 'perjanjian-kerja');
    const offer = await liveOffer(order.id);
    expect(offer.practitionerId).toBe(prac.id);

    // Written with the offer (offers/offer-notice.ts): there when the offer is.
    const rows = await rowsOf(prac.userId, 'offer_new');
    expect(rows).toMatchObject([{ linkPath: `/praktisi#offer-${offer.id}`, sourceKey: `offer:${offer.id}` }]);
    expect(rows[0]!.params).toEqual({
      orderId: order.id,
      offerId: offer.id,
      service: 'Penyusunan Perjanjian Kerja (PKWT/PKWTT)',
      organization: expect.any(String) as string,
      priceIdr: order.price_idr,
      expiresAt: offer.expiresAt.toISOString(),
    });
    // The claim link went to this address; no notification did.
    expect((await mailTo(prac.email)).map((m) => m.kind)).toEqual(['practitioner_claim']);

    // A `notify` job of this offer queued by the service before its upgrade: the row is there, nothing more.
    const event = { kind: 'offer_new' as const, offerId: offer.id, source: `offer:${offer.id}` };
    expect(await deliverNotifications({ db, domain: testDomain, event })).toEqual({ created: 0, mailed: 0 });
    // ... and had the row not been written, it writes it as before (e-mail still off).
    await db.delete(notifications).where(eq(notifications.id, rows[0]!.id));
    expect(await deliverNotifications({ db, domain: testDomain, event })).toEqual({ created: 1, mailed: 0 });
    expect((await rowsOf(prac.userId, 'offer_new')).map((r) => r.params)).toEqual([rows[0]!.params]);
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

    const ownerMail = await waitFor(async () => (await mailsAbout(owner.email, order.id))[0]);
    expect(ownerMail.subject).toBe(`Perlu persetujuan: ${forOwner!.params.service} · ${rupiah(order.price_idr)}`);
    // The admin turned this kind's e-mail off: the in-app row exists, no mail was queued.
    expect(await mailsAbout(admin.email, order.id)).toEqual([]);
    expect(await mailTo(reader.email)).toEqual([]);

    // Approved: the notification says it is handled and stops asking, for both of them.
    const [asking] = await listNotifications({ db, userId: owner.id });
    expect(asking).toMatchObject({ kind: 'order_awaiting_approval', handled: false, actionable: true });
    expect(asking!.body).toContain('Setujui atau tolak.');
    await approveOrder({
      reach: 'platform',
      db,
      domain: testDomain,
      orderId: order.id,
      actor: { type: 'user', id: owner.id },
    });
    const [done] = await listNotifications({ db, userId: owner.id });
    expect(done).toMatchObject({ id: asking!.id, handled: true, actionable: false });
    expect(done!.body).not.toContain('Setujui atau tolak.');
    expect(done!.body).toContain('Sudah ditangani');
    const [doneForAdmin] = await listNotifications({ db, userId: admin.id });
    expect(doneForAdmin).toMatchObject({ kind: 'order_awaiting_approval', handled: true });
    expect(doneForAdmin!.body).toContain('Already handled');
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
    expect(adminView!.title).toBe(`The practitioner asked: ${question!.params.service}`);
    expect(adminView!.body).toContain(order.id);
    await waitForNotification(owner.id, 'practitioner_question');
    expect(await rowsOf(prac.userId, 'practitioner_question')).toEqual([]);

    await replyToOrder({
      reach: 'platform',
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

    const operator = await person('en', 'operator');
    await openDispute({
      reach: 'platform',
      db,
      domain: testDomain,
      orderId: order.id,
      actor: { type: 'user', id: owner.id },
      reason: 'Nama CV salah eja.',
    });
    const [forOperator] = await waitFor(async () => {
      const rows = await aboutOrder(operator.id, order.id);
      return rows.length ? rows : null;
    });
    expect(forOperator).toMatchObject({
      kind: 'dispute_opened',
      linkPath: '/staf/operator/sengketa',
      params: { excerpt: 'Nama CV salah eja.' },
    });
    const operatorView = (await listNotifications({ db, userId: operator.id })).find((n) => n.id === forOperator!.id);
    expect(operatorView!.title).toBe(
      `Dispute opened: ${forOperator!.params.service} · ${forOperator!.params.organization}`,
    );
    const operatorMail = await waitFor(async () => (await mailsAbout(operator.email, order.id))[0]);
    expect(operatorMail.subject).toBe(operatorView!.title);
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
    // Decided: the dispute notification no longer asks anyone.
    const [disputeForPrac] = (await listNotifications({ db, userId: prac.userId })).filter(
      (n) => n.kind === 'dispute_opened',
    );
    expect(disputeForPrac).toMatchObject({ handled: true, actionable: false });
  });

  it('an invoice issued and paid tells owners and admins', async () => {
    const { agent, owner, admin, reader } = await team();
    const prac = await practitionerFor('litigasi-perdata');
    const kase = await createCase({
      db,
      domain: testDomain,
      organizationId: agent.organizationId,
      livemode: true,
      input: {
        contact_name: 'Budi',
        contact_email: 'budi@example.com',
        story: 'Sengketa tanah warisan dengan tetangga sejak 2019, perlu pendampingan.',
      },
    });
    const bid = await placeBid({
      domain: testDomain,
      db,
      caseId: kase.id,
      practitionerId: prac.id,
      amountIdr: 7_500_000,
      message: 'Siap',
    });
    const [bidForOwner] = await waitForNotification(owner.id, 'bid_new');
    expect(bidForOwner).toMatchObject({
      linkPath: `/org/${agent.organizationId}/cases/${kase.id}`,
      params: { caseId: kase.id, bidId: bid.bid_id, amountIdr: 7_500_000, person: 'Praktisi Uji' },
    });
    const [bidListed] = await listNotifications({ db, userId: owner.id });
    expect(bidListed).toMatchObject({
      title: `Penawaran jasa baru: ${rupiah(7_500_000)} dari Praktisi Uji`,
      actionable: true,
    });
    const bidMail = await waitFor(async () =>
      (await mailTo(admin.email)).find((m) => (m.bodyText ?? '').includes(kase.id)),
    );
    expect(bidMail.subject).toBe(`New bid: ${rupiah(7_500_000)} from Praktisi Uji`);
    const selected = await selectBid({ reach: 'platform', db, domain: testDomain, caseId: kase.id, bidId: bid.bid_id });
    const invoiceId = selected.invoice!.id;
    const [chosen] = await waitForNotification(prac.userId, 'bid_selected');
    expect(chosen).toMatchObject({ linkPath: '/praktisi/kasus', params: { bidId: bid.bid_id } });
    const [chosenListed] = await listNotifications({ db, userId: prac.userId });
    const orgName = chosen!.params.organization!;
    expect(chosenListed!.title).toBe(`Your bid was selected: ${rupiah(7_500_000)} · ${orgName}`);
    const chosenMail = await waitFor(async () => (await mailTo(prac.email)).find((m) => m.kind === 'notification'));
    expect(chosenMail.subject).toBe(chosenListed!.title);
    // A bid is chosen: the owner's "new bid" stops asking.
    expect((await listNotifications({ db, userId: owner.id })).find((n) => n.kind === 'bid_new')).toMatchObject({
      handled: true,
      actionable: false,
    });
    const [issued] = await waitForNotification(owner.id, 'invoice_issued');
    expect(issued).toMatchObject({
      linkPath: `/org/${agent.organizationId}/cases/${kase.id}`,
      params: { invoiceId, caseId: kase.id, amountIdr: 7_500_000 },
    });
    await waitForNotification(admin.id, 'invoice_issued');

    await markInvoicePaid({
      db,
      domain: testDomain,
      invoiceId,
      reach: 'platform',
      livemode: true,
      actor: { type: 'cli', id: 'test' },
    });
    await waitForNotification(owner.id, 'invoice_paid');
    const [paidForAdmin] = await listNotifications({
      db,
      userId: (await waitForNotification(admin.id, 'invoice_paid'))[0]!.userId,
    });
    expect(paidForAdmin!.title).toBe(`Invoice paid: ${rupiah(7_500_000)}`);
    expect(paidForAdmin!.body).toContain(invoiceId);
    // Paid: the issued invoice stops asking for payment.
    const issuedNow = (await listNotifications({ db, userId: owner.id })).find((n) => n.kind === 'invoice_issued');
    expect(issuedNow).toMatchObject({ handled: true, actionable: false });
    expect(await rowsOf(reader.id)).toEqual([]);
  });

  it('the practitioner hears of the reply, the revision asked and the work accepted and paid, in their language', async () => {
    const { agent, owner } = await team();
    const prac = await practitionerFor('pendirian-cv', 'id');
    const order = await orderInWork(agent, prac.id, 'pendirian-cv');
    const client = { type: 'user' as const, id: owner.id };
    await askClient({ db, domain: testDomain, orderId: order.id, practitionerId: prac.id, text: 'Mohon kirim NPWP.' });
    await replyToOrder({
      reach: 'platform',
      db,
      domain: testDomain,
      orderId: order.id,
      actor: client,
      text: 'NPWP terlampir.',
    });
    const [reply] = await waitForNotification(prac.userId, 'client_replied');
    expect(reply).toMatchObject({
      linkPath: '/praktisi/order',
      params: { orderId: order.id, excerpt: 'NPWP terlampir.' },
    });
    const { service, organization } = reply!.params;
    const replyListed = (await listNotifications({ db, userId: prac.userId })).find((n) => n.id === reply!.id)!;
    expect(replyListed).toMatchObject({ title: `Klien membalas: ${service} · ${organization}`, actionable: true });
    // The offer of this order was mailed too; the reply's mail is the one with its title.
    const replyMail = await waitFor(async () =>
      (await mailsAbout(prac.email, order.id)).find((m) => m.subject === replyListed.title),
    );
    expect(replyMail.bodyText).toContain('NPWP terlampir.');

    await deliverOrder({ db, domain: testDomain, orderId: order.id, practitionerId: prac.id, text: 'Akta v1.' });
    expect((await listNotifications({ db, userId: prac.userId })).find((n) => n.id === reply!.id)).toMatchObject({
      handled: true,
      actionable: false,
    });

    await requestRevision({
      reach: 'platform',
      db,
      domain: testDomain,
      orderId: order.id,
      actor: client,
      text: 'Alamat kantor salah.',
    });
    const [revision] = await waitForNotification(prac.userId, 'revision_requested');
    expect(revision!.params.excerpt).toBe('Alamat kantor salah.');
    const revisionListed = (await listNotifications({ db, userId: prac.userId })).find((n) => n.id === revision!.id)!;
    expect(revisionListed).toMatchObject({ title: `Revisi diminta: ${service} · ${organization}`, actionable: true });
    await waitFor(async () => (await mailsAbout(prac.email, order.id)).find((m) => m.subject === revisionListed.title));

    await deliverOrder({ db, domain: testDomain, orderId: order.id, practitionerId: prac.id, text: 'Akta v2.' });
    await acceptOrder({ reach: 'platform', db, domain: testDomain, orderId: order.id, actor: client });
    const [paid] = await waitForNotification(prac.userId, 'work_accepted');
    const paidListed = (await listNotifications({ db, userId: prac.userId })).find((n) => n.id === paid!.id)!;
    expect(paidListed.title).toBe(`Hasil diterima: ${service} · ${rupiah(order.price_idr)} dibayarkan`);
    expect(paidListed.actionable).toBe(false);
    await waitFor(async () => (await mailsAbout(prac.email, order.id)).find((m) => m.subject === paidListed.title));
    expect((await listNotifications({ db, userId: prac.userId })).find((n) => n.id === revision!.id)).toMatchObject({
      handled: true,
    });
    // The owner acted: not told of their own reply, revision or acceptance.
    for (const kind of ['client_replied', 'revision_requested', 'work_accepted'])
      expect(await rowsOf(owner.id, kind)).toEqual([]);
  });

  it('operators hear of a new application, which stops asking once decided; the owner hears of the approval', async () => {
    const operator = await person('en', 'operator');
    const founder = await person('id');
    const name = `PT Maju ${randomBase62(5)}`;
    const org = await createOrganizationForUser({
      db,
      domain: testDomain,
      userId: founder.id,
      name,
      application: {
        companyName: name,
        website: 'https://maju.example',
        useCase: 'Pendirian badan usaha untuk klien kami.',
        expectedVolume: '10 order per bulan',
      },
    });
    const [application] = await waitFor(async () => {
      const rows = (await rowsOf(operator.id, 'application_submitted')).filter(
        (r) => r.params.organizationId === org.id,
      );
      return rows.length ? rows : null;
    });
    expect(application!.linkPath).toBe('/staf/operator/permohonan');
    const listed = async () =>
      (await listNotifications({ db, userId: operator.id })).find((n) => n.id === application!.id)!;
    expect(await listed()).toMatchObject({ title: `New organization application: ${name}`, actionable: true });
    await waitFor(async () =>
      (await mailTo(operator.email)).find((m) => m.subject === `New organization application: ${name}`),
    );
    // The applicant is not told of their own application.
    expect(await rowsOf(founder.id, 'application_submitted')).toEqual([]);

    await setOrganizationStatus({
      db,
      domain: testDomain,
      organizationId: org.id,
      status: 'approved',
      actor: { type: 'cli', id: 'test' },
    });
    expect(await listed()).toMatchObject({ handled: true, actionable: false });
    expect((await listed()).body).toContain('Already handled');
    const [approved] = await waitForNotification(founder.id, 'organization_approved');
    expect(approved!.linkPath).toBe(`/org/${org.id}`);
    const [approvedListed] = await listNotifications({ db, userId: founder.id });
    expect(approvedListed!.title).toBe(`${name} disetujui`);
    const approvedMail = await waitFor(async () =>
      (await mailTo(founder.email)).find((m) => m.kind === 'notification'),
    );
    expect(approvedMail.subject).toBe(`${name} disetujui`);
  });

  it('an accepted invitation tells the person who sent it, and nobody else', async () => {
    const { agent, owner, admin } = await team();
    const invitee = await person('en');
    const invitationId = newId('invitation');
    await db.insert(invitation).values({
      id: invitationId,
      organizationId: agent.organizationId,
      email: invitee.email,
      role: 'member',
      status: 'pending',
      expiresAt: new Date(Date.now() + 86_400_000),
      inviterId: owner.id,
    });
    await acceptInvitation({ db, domain: testDomain, invitationId, userId: invitee.id });
    const [joined] = await waitForNotification(owner.id, 'invitation_accepted');
    expect(joined).toMatchObject({
      linkPath: `/org/${agent.organizationId}/members`,
      params: { person: invitee.email },
    });
    const [listed] = await listNotifications({ db, userId: owner.id });
    expect(listed!.title).toBe(`${invitee.email} bergabung dengan ${joined!.params.organization}`);
    const mail = await waitFor(async () => (await mailTo(owner.email)).find((m) => m.subject === listed!.title));
    expect(mail.links[0]).toMatch(new RegExp(`/org/${agent.organizationId}/members$`));
    expect(await rowsOf(admin.id, 'invitation_accepted')).toEqual([]);
    expect(await rowsOf(invitee.id)).toEqual([]);
  });

  it('a credited deposit tells owners and admins its amount, each in their language; members are not told', async () => {
    const { agent, owner, admin, reader } = await team();
    const reference = `BCA-${randomBase62(10)}`;
    await recordDeposit({
      db,
      domain: testDomain,
      organizationId: agent.organizationId,
      amountIdr: 25_000_000,
      reference,
      actor: { type: 'cli', id: 'test' },
    });
    for (const [p, title] of [
      [owner, `Deposit masuk: ${rupiah(25_000_000)}`],
      [admin, `Deposit credited: ${rupiah(25_000_000)}`],
    ] as const) {
      const [row] = await waitFor(async () => {
        const rows = (await rowsOf(p.id, 'deposit_credited')).filter((r) => r.params.reference === reference);
        return rows.length ? rows : null;
      });
      expect(row).toMatchObject({
        linkPath: `/org/${agent.organizationId}/deposit`,
        params: { amountIdr: 25_000_000 },
      });
      const [listed] = await listNotifications({ db, userId: p.id });
      expect(listed!.title).toBe(`${title} · ${row!.params.organization}`);
      await waitFor(async () => (await mailTo(p.email)).find((m) => m.subject === listed!.title));
    }
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

  it('settings: e-mail on for every kind until turned off, receipts off until chosen; in-app always on', async () => {
    const someone = await person();
    const initial = await getNotificationSettings({ db, userId: someone.id });
    expect(initial.every((s) => s.in_app)).toBe(true);
    expect(initial.filter((s) => !s.email).map((s) => s.kind)).toEqual(['order_receipt']);
    const after = await setNotificationSettings({
      db,
      userId: someone.id,
      email: { invoice_paid: false, order_receipt: true },
    });
    expect(after.find((s) => s.kind === 'invoice_paid')).toEqual({ kind: 'invoice_paid', email: false, in_app: true });
    expect(after.filter((s) => !s.email)).toHaveLength(1);
    const back = await setNotificationSettings({ db, userId: someone.id, email: { invoice_paid: true } });
    expect(back.every((s) => s.email)).toBe(true);
  });

  it('a paid order mails its receipt to the owners who chose receipts, linking the PDF; nobody else hears', async () => {
    const { agent, owner, admin, reader } = await team({ approvalThresholdIdr: 2_000_000 });
    const otherOwner = await person('en');
    await db
      .insert(member)
      .values({ id: randomBase62(20), organizationId: agent.organizationId, userId: otherOwner.id, role: 'owner' });
    await setNotificationSettings({ db, userId: owner.id, email: { order_receipt: true } });
    await setNotificationSettings({ db, userId: admin.id, email: { order_receipt: true } });

    const paid = await placeOrder(db, agent, 'review-kontrak');
    const [row] = await waitForNotification(owner.id, 'order_receipt');
    const [paper] = await db.select().from(papers).where(eq(papers.subjectId, paid.id));
    expect(paper).toMatchObject({ kind: 'receipt', livemode: true });
    expect(row!.params).toMatchObject({ orderId: paid.id, paperNumber: paper!.number });
    expect(row!.linkPath).toBe(`/org/${agent.organizationId}/orders/${paid.id}`);
    const [mail] = await waitFor(async () => {
      const mails = await mailsAbout(owner.email, paid.id);
      return mails.length ? mails : null;
    });
    expect(mail!.subject).toContain(`Kwitansi ${paper!.number}`);
    expect(mail!.subject).toContain(rupiah(paid.price_idr));
    expect(mail!.links).toEqual([
      `${testDomain.settings.publicUrl}/org/${agent.organizationId}/orders/${paid.id}/kwitansi`,
    ]);

    // An order waiting for approval is not paid: its receipt comes with the approval, even to the approving owner.
    const waiting = await placeOrder(db, agent, 'pendirian-pt');
    expect(waiting.status).toBe('menunggu_bayar');
    await approveOrder({
      db,
      domain: testDomain,
      orderId: waiting.id,
      reach: memberReach(agent.organizationId),
      actor: { type: 'user', id: owner.id },
    });
    await waitForNotification(owner.id, 'order_receipt', 2);
    // One job tells everyone of an event: once the owner has the second receipt, nobody else is still to hear.
    for (const p of [admin, reader, otherOwner]) {
      expect(await rowsOf(p.id, 'order_receipt')).toEqual([]);
      expect(
        (await mailTo(p.email)).filter((m) => (m.subject ?? '').includes('Kwitansi') || m.subject.includes('Receipt')),
      ).toEqual([]);
    }
    const receipts = (await mailsAbout(owner.email, waiting.id)).filter((m) => m.subject.startsWith('Kwitansi'));
    expect(receipts).toHaveLength(1);
  });
});
