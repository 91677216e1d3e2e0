// The jobs each move schedules, seen through the JobScheduler the domain receives, and the graphile-worker
// rows the real scheduler added in the same transaction.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { listPractitionerOffers } from '~/server/domain/offers/list-practitioner-offers';
import { runOffering } from '~/server/domain/offers/offering';
import { createClaimedPractitioner } from '~/test/practitioners';
import { createAgent, type Agent, AMPLE_LIMITS } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeApprovedOrder, placeOrder } from '~/test/orders';
import { testDomain } from '~/test/domain-context';
import { recordJobs } from '~/test/recording-scheduler';
import { approveOrder } from './approve-order';
import { getOrder } from './load-order';

await useFileDatabase('aos_order_jobs');

const SERVICE = 'review-kontrak';
let db: Db;
let agent: Agent;
let prac: string;

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({
    db,
    ...AMPLE_LIMITS,
    approvalThresholdIdr: 5_000_000,
  });
  prac = (await createClaimedPractitioner({ db, name: 'Siti SH', email: 'siti@example.com', serviceCodes: [SERVICE] }))
    .id;
});

async function queued(key: string) {
  const rows = await db.execute<{ task: string; run_at: Date; payload: unknown }>(
    sql`select t.identifier as task, j.run_at, j.payload from graphile_worker._private_jobs j
        join graphile_worker._private_tasks t on t.id = j.task_id where j.key = ${key}`,
  );
  return rows.map((r) => ({ ...r, run_at: new Date(r.run_at) }));
}

describe('jobs scheduled by order moves', () => {
  it('a live order paid at its POST is offered by it: no offering job, the expiry of its offer under offer:<order>', async () => {
    const recorder = recordJobs();
    const order = await placeOrder(db, agent, SERVICE, {}, recorder.domain);
    expect(recorder.named('offer_order')).toEqual([]);
    expect(recorder.named('expire_offer')).toMatchObject([{ key: `offer:${order.id}` }]);
    const queuedOffer = await queued(`offer:${order.id}`);
    expect(queuedOffer).toMatchObject([{ task: 'expire_offer', payload: { orderId: order.id } }]);
    expect(queuedOffer[0]!.run_at.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it('an order waiting for approval schedules nothing but its notification until it is approved', async () => {
    const recorder = recordJobs();
    const order = await placeOrder(db, agent, 'izin-usaha-pma', {}, recorder.domain);
    expect(order.status).toBe('menunggu_bayar');
    expect(recorder.scheduled.filter((j) => j.name !== 'deliver_webhook' && j.name !== 'notify')).toEqual([]);
    // Its owners and admins are told it waits for them.
    expect(recorder.named('notify').map((j) => j.payload)).toMatchObject([
      { kind: 'order_awaiting_approval', orderId: order.id },
    ]);
    await approveOrder({
      reach: 'platform',
      db,
      domain: recorder.domain,
      orderId: order.id,
      actor: { type: 'user', id: 'usr_admin' },
    });
    expect(recorder.named('offer_order')).toEqual([
      { name: 'offer_order', key: `offer:${order.id}`, payload: { orderId: order.id }, runAt: null },
    ]);
  });

  it('offering starts the SLA watch at sla_due_at and expires the offer one window later', async () => {
    const order = await placeApprovedOrder(db, agent, SERVICE);
    const recorder = recordJobs({ offerWindowSeconds: 123 });
    await runOffering({ db, domain: recorder.domain, orderId: order.id });
    const started = await getOrder({ reach: 'platform', db, orderId: order.id, viewer: { kind: 'operator' } });
    expect(started.status).toBe('ditawarkan');
    expect(recorder.named('sla_expiry')).toEqual([
      {
        name: 'sla_expiry',
        key: `sla:${order.id}`,
        payload: { orderId: order.id },
        runAt: new Date(started.sla_due_at),
      },
    ]);
    const [offer] = (await listPractitionerOffers({ db, domain: recorder.domain, practitionerId: prac })).offers.filter(
      (o) => o.order_id === order.id,
    );
    const expiresAt = new Date(offer!.expires_at);
    expect(expiresAt.getTime() - new Date(offer!.offered_at).getTime()).toBe(123_000);
    expect(recorder.named('expire_offer')).toEqual([
      {
        name: 'expire_offer',
        key: `offer:${order.id}`,
        payload: { offerId: offer!.offer_id, orderId: order.id },
        runAt: expiresAt,
      },
    ]);
    // The expiry replaced the offering job under the same key, in the transaction that made the offer.
    expect(await queued(`offer:${order.id}`)).toEqual([
      { task: 'expire_offer', run_at: expiresAt, payload: { offerId: offer!.offer_id, orderId: order.id } },
    ]);
    expect(await queued(`sla:${order.id}`)).toMatchObject([
      { task: 'sla_expiry', run_at: new Date(started.sla_due_at) },
    ]);
  });

  it('taking the offer drops the pending offer job', async () => {
    const order = await placeOrder(db, agent, SERVICE);
    await runOffering({ db, domain: testDomain, orderId: order.id });
    const recorder = recordJobs();
    await acceptOffer({ db, domain: recorder.domain, orderId: order.id, practitionerId: prac });
    expect(recorder.cancelled).toEqual([`offer:${order.id}`]);
    expect(await queued(`offer:${order.id}`)).toEqual([]);
  });

  it('with nobody qualified, the next round is scheduled one window later', async () => {
    const order = await placeOrder(db, agent, 'somasi');
    const recorder = recordJobs({ offerWindowSeconds: 600 });
    await runOffering({ db, domain: recorder.domain, orderId: order.id });
    const [next] = recorder.named('offer_order');
    expect(next).toMatchObject({ key: `offer:${order.id}`, payload: { orderId: order.id, round: 1 } });
    const [row] = await queued(`offer:${order.id}`);
    expect(row!.run_at).toEqual(next!.runAt);
    const [history] = await db.execute<{ at: Date }>(
      sql`select created_at as at from order_status_history where order_id = ${order.id} and to_status = 'ditawarkan'`,
    );
    const wait = next!.runAt!.getTime() - new Date(history!.at).getTime();
    expect(wait).toBeGreaterThanOrEqual(600_000);
    expect(wait).toBeLessThan(605_000);
  });
});
