import { testDomain } from '~/test/domain-context';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { auditLog, organization } from '~/server/db/schema';
import { ledgerBalance } from '~/server/domain/ledger/accounts';
import { runOffering } from '~/server/domain/offers/offering';
import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { askClient, deliverOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { createClaimedPractitioner } from '~/test/practitioners';
import { dashboardAs } from '~/test/dashboard';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder, seededPrice } from '~/test/orders';
import { orgWithPeople, organizationState, type OrgSetup } from './org-test-setup';

await useFileDatabase('aos_org_orders');

const BIG = 'pendirian-pt'; // 4,500,000
const SMALL = 'review-kontrak'; // 1,500,000

let db: Db;
let org: OrgSetup;
let prac: string;
beforeAll(async () => {
  db = await getDb();
  org = await orgWithPeople(db, {
    depositIdr: 20_000_000,
    approvalThresholdIdr: 2_000_000,
    webhookUrl: 'http://localhost:9/hook',
  });
  prac = (
    await createClaimedPractitioner({ db, name: 'Siti SH', email: 'siti-org@example.com', serviceCodes: [SMALL, BIG] })
  ).id;
});

const ids = () => ({ organizationId: org.organizationId });

describe('approval threshold', () => {
  it('an admin sets it; it is audited and decides which new orders wait for approval', async () => {
    const result = await dashboardAs(db, org.admin).org.setThreshold({ ...ids(), thresholdIdr: 5_000_000 });
    expect(result).toEqual({ organization_id: org.organizationId, approval_threshold_idr: 5_000_000 });
    expect((await dashboardAs(db, org.member).org.overview(ids())).approval_threshold_idr).toBe(5_000_000);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'organization.approval_threshold'));
    expect(audit).toMatchObject({
      actorType: 'user',
      actorId: org.admin.id,
      targetId: org.organizationId,
      details: { from: 2_000_000, to: 5_000_000 },
    });
    expect((await placeOrder(db, org.agent, BIG)).status).toBe('dibayar'); // 4.5M is not above 5M
    await dashboardAs(db, org.owner).org.setThreshold({ ...ids(), thresholdIdr: 2_000_000 });
    expect((await placeOrder(db, org.agent, BIG)).status).toBe('menunggu_bayar');
  });

  it('refuses a negative or fractional threshold and keeps the old one', async () => {
    for (const thresholdIdr of [-1, 1.5, Number.NaN]) {
      await expect(dashboardAs(db, org.admin).org.setThreshold({ ...ids(), thresholdIdr })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    const [row] = await db.select().from(organization).where(eq(organization.id, org.organizationId));
    expect(row!.approvalThresholdIdr).toBe(2_000_000);
  });
});

describe('approve and reject orders above the threshold', () => {
  it('approve: the deposit is charged, the order is paid, the timeline names the person', async () => {
    const order = await placeOrder(db, org.agent, BIG);
    expect(order).toMatchObject({ status: 'menunggu_bayar', approval_required: true });
    const depositBefore = await ledgerBalance(db, 'deposit', org.organizationId);

    const listed = await dashboardAs(db, org.member).org.orders.list({ ...ids(), status: 'menunggu_bayar' });
    expect(listed.data.map((o) => o.id)).toContain(order.id);
    expect(listed.data.every((o) => o.status === 'menunggu_bayar')).toBe(true);

    const approved = await dashboardAs(db, org.admin).org.orders.approve({ ...ids(), orderId: order.id });
    expect(approved.status).toBe('dibayar');
    expect(await ledgerBalance(db, 'deposit', org.organizationId)).toBe(depositBefore - seededPrice(BIG));

    const detail = await dashboardAs(db, org.member).org.orders.detail({ ...ids(), orderId: order.id });
    expect(detail.order).toMatchObject({ id: order.id, status: 'dibayar', intake: order.intake });
    expect(detail.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'menunggu_bayar'],
      ['menunggu_bayar', 'dibayar'],
    ]);
    expect(detail.history[1]).toMatchObject({ actor_type: 'user', actor_name: 'Adi Admin' });
    expect(detail.history[0]).toMatchObject({
      actor_type: 'api_key',
      actor_name: expect.stringContaining(org.agent.prefix),
    });
    expect(detail.webhook_events.map((e) => e.event)).toEqual(['order.dibayar']);
    expect(detail.webhook_events[0]).toMatchObject({
      status: 'pending',
      target_url: 'http://localhost:9/hook',
      attempts: [],
    });
    expect(JSON.stringify(detail)).not.toMatch(/whsec_/);

    // Approving twice is refused and changes nothing.
    const before = await organizationState(db, org.organizationId);
    await expect(dashboardAs(db, org.owner).org.orders.approve({ ...ids(), orderId: order.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(dashboardAs(db, org.owner).org.orders.reject({ ...ids(), orderId: order.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await organizationState(db, org.organizationId)).toEqual(before);
  });

  it('reject: the order is cancelled, nothing is charged', async () => {
    const order = await placeOrder(db, org.agent, BIG);
    const depositBefore = await ledgerBalance(db, 'deposit', org.organizationId);
    const rejected = await dashboardAs(db, org.owner).org.orders.reject({
      ...ids(),
      orderId: order.id,
      reason: 'Tidak dianggarkan',
    });
    expect(rejected.status).toBe('dibatalkan');
    expect(await ledgerBalance(db, 'deposit', org.organizationId)).toBe(depositBefore);
    const detail = await dashboardAs(db, org.owner).org.orders.detail({ ...ids(), orderId: order.id });
    expect(detail.history.at(-1)).toMatchObject({
      to: 'dibatalkan',
      note: 'Tidak dianggarkan',
      actor_name: 'Olivia Owner',
    });
  });

  it('approval with too small a deposit fails clearly and the order keeps waiting', async () => {
    const poor = await orgWithPeople(db, { depositIdr: 5_000_000, approvalThresholdIdr: 1_000_000 });
    const order = await placeOrder(db, poor.agent, BIG);
    await placeOrder(db, poor.agent, SMALL); // 1.5M > 1M: waits as well
    await dashboardAs(db, poor.admin).org.setThreshold({
      organizationId: poor.organizationId,
      thresholdIdr: 10_000_000,
    });
    await placeOrder(db, poor.agent, SMALL); // paid: 3.5M left
    await placeOrder(db, poor.agent, SMALL); // paid: 2M left
    const before = await organizationState(db, poor.organizationId);
    await expect(
      dashboardAs(db, poor.admin).org.orders.approve({ organizationId: poor.organizationId, orderId: order.id }),
    ).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: expect.stringContaining('menunggu_bayar'),
    });
    expect(await organizationState(db, poor.organizationId)).toEqual(before);
  });
});

describe('client actions on a running order', () => {
  async function orderAwaitingInput() {
    const order = await placeOrder(db, org.agent, SMALL);
    await runOffering({ db, domain: testDomain, orderId: order.id });
    await acceptOffer({ db, domain: testDomain, orderId: order.id, practitionerId: prac });
    await startWork({ db, domain: testDomain, orderId: order.id, practitionerId: prac });
    await askClient({
      db,
      domain: testDomain,
      orderId: order.id,
      practitionerId: prac,
      text: 'Mohon kirim draf kontrak.',
    });
    return order.id;
  }

  it('reply to butuh_input_klien, then revision, then accept: escrow goes to the practitioner', async () => {
    const orderId = await orderAwaitingInput();
    const admin = dashboardAs(db, org.admin).org.orders;
    await expect(admin.accept({ ...ids(), orderId })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(admin.reply({ ...ids(), orderId, text: '   ' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const replied = await admin.reply({ ...ids(), orderId, text: 'Draf: https://files.example.com/draf.pdf' });
    expect(replied.status).toBe('dikerjakan');
    expect(replied.messages.at(-1)).toMatchObject({
      sender: 'klien',
      text: 'Draf: https://files.example.com/draf.pdf',
    });
    await expect(admin.reply({ ...ids(), orderId, text: 'lagi' })).rejects.toMatchObject({ code: 'CONFLICT' });

    await deliverOrder({ db, domain: testDomain, orderId, practitionerId: prac, text: 'Hasil review v1' });
    const revised = await admin.requestRevision({ ...ids(), orderId, text: 'Tolong tambahkan pasal denda.' });
    expect(revised).toMatchObject({ status: 'dikerjakan', deliverable: 'Hasil review v1' });
    await deliverOrder({ db, domain: testDomain, orderId, practitionerId: prac, text: 'Hasil review v2' });

    const earningsBefore = await ledgerBalance(db, 'earnings', prac);
    const accepted = await admin.accept({ ...ids(), orderId });
    expect(accepted.status).toBe('selesai');
    expect(await ledgerBalance(db, 'earnings', prac)).toBe(earningsBefore + seededPrice(SMALL));
    expect(await ledgerBalance(db, 'escrow', orderId)).toBe(0);

    const detail = await dashboardAs(db, org.member).org.orders.detail({ ...ids(), orderId });
    expect(detail.history.map((h) => h.to)).toEqual([
      'dibayar',
      'ditawarkan',
      'diambil',
      'dikerjakan',
      'butuh_input_klien',
      'dikerjakan',
      'diserahkan',
      'dikerjakan',
      'diserahkan',
      'selesai',
    ]);
    expect(detail.order.deliverable).toBe('Hasil review v2');
  });

  it('dispute a deliverable with a reason', async () => {
    const orderId = await orderAwaitingInput();
    await dashboardAs(db, org.admin).org.orders.reply({ ...ids(), orderId, text: 'ini datanya' });
    await deliverOrder({ db, domain: testDomain, orderId, practitionerId: prac, text: 'Hasil' });
    await expect(
      dashboardAs(db, org.admin).org.orders.dispute({ ...ids(), orderId, reason: '' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const disputed = await dashboardAs(db, org.owner).org.orders.dispute({
      ...ids(),
      orderId,
      reason: 'Hasil tidak sesuai intake.',
    });
    expect(disputed.status).toBe('sengketa');
  });
});

describe('webhook events', () => {
  it('an admin resends an event: one manual delivery job is queued', async () => {
    const order = await placeOrder(db, org.agent, SMALL);
    const detail = await dashboardAs(db, org.admin).org.orders.detail({ ...ids(), orderId: order.id });
    const event = detail.webhook_events[0]!;
    const result = await dashboardAs(db, org.admin).org.orders.resendEvent({ ...ids(), eventId: event.id });
    expect(result).toEqual({ event_id: event.id, queued: true });
    const jobs = await db.execute<{ payload: { eventId: string; manual?: boolean } }>(
      sql`select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
          where t.identifier = 'deliver_webhook' and j.payload->>'eventId' = ${event.id}`,
    );
    expect(jobs.some((j) => j.payload.manual === true)).toBe(true);
  });

  it('an event without a webhook target cannot be resent', async () => {
    const quiet = await orgWithPeople(db, { depositIdr: 5_000_000 });
    const order = await placeOrder(db, quiet.agent, SMALL);
    const detail = await dashboardAs(db, quiet.admin).org.orders.detail({
      organizationId: quiet.organizationId,
      orderId: order.id,
    });
    expect(detail.webhook_events[0]).toMatchObject({ status: 'no_target', target_url: null });
    await expect(
      dashboardAs(db, quiet.admin).org.orders.resendEvent({
        organizationId: quiet.organizationId,
        eventId: detail.webhook_events[0]!.id,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('orders list', () => {
  it('pages with a cursor, newest first', async () => {
    const first = await dashboardAs(db, org.member).org.orders.list({ ...ids(), limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const next = await dashboardAs(db, org.member).org.orders.list({ ...ids(), limit: 2, cursor: first.data[1]!.id });
    expect(next.data[0]!.id).not.toBe(first.data[0]!.id);
    expect(next.data[0]!.created_at <= first.data[1]!.created_at).toBe(true);
  });
});
