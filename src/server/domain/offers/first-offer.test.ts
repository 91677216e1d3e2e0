// A paid order's first offering in one statement (first-offer.ts) against the move and the offer one by one
// (applyMove + offerNext): the same rows, event, offer and jobs, in fewer round trips. No worker runs here: the jobs
// stay queued, so they can be read.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, getDb, type Db } from '~/server/db/client';
import { mailOutbox, notifications, offers, orderStatusHistory, orders, webhookEvents } from '~/server/db/schema';
import { SYSTEM } from '~/server/domain/actor';
import { applyMove } from '~/server/domain/orders/apply-move';
import { lockOrder } from '~/server/domain/orders/load-order';
import { createAgent, AMPLE_LIMITS, type Agent } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeApprovedOrder, placeOrder } from '~/test/orders';
import { createClaimedPractitioner } from '~/test/practitioners';
import { recordJobs } from '~/test/recording-scheduler';
import { startOffering } from './first-offer';
import { offerNext } from './offer-next';
import { runOffering } from './offering';

const url = await useFileDatabase('aos_first_offer');

const SERVICE = 'review-kontrak';
const NOBODY_SERVICE = 'nib-oss';
let db: Db;
let agent: Agent;
/** A pool of its own whose statements are recorded. */
const sent: string[] = [];
const recorded = connect(url, { max: 1, onStatement: (statement) => sent.push(statement) });

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({ db, ...AMPLE_LIMITS, webhookUrl: 'https://receiver.example/hook' });
  await createClaimedPractitioner({ db, name: 'Rina SH', email: 'rina-first@example.com', serviceCodes: [SERVICE] });
});
afterAll(() => recorded.sql.end({ timeout: 1 }));

/** The way before first-offer.ts, kept by the general path: the move, then the offer, statement by statement. */
async function offerOneByOne(orderId: string, domain = recordJobs().domain) {
  await db.transaction((tx) =>
    domain.jobs.batch(tx, async () => {
      const order = await lockOrder(tx, orderId, 'platform');
      const moved = await applyMove(tx, order, 'mulai_penawaran', { domain, actor: SYSTEM });
      await offerNext(tx, domain, moved, 1, { neverOffered: true });
    }),
  );
}

/** What the offering left of an order, with its own ids replaced, so that two orders compare. */
async function written(orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
  const events = await db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.orderId, orderId))
    .orderBy(webhookEvents.seq);
  const offered = await db.select().from(offers).where(eq(offers.orderId, orderId));
  const notices = offered.length
    ? await db
        .select()
        .from(notifications)
        .where(
          inArray(
            notifications.sourceKey,
            offered.map((o) => `offer:${o.id}`),
          ),
        )
    : [];
  const mails = offered.length
    ? await db
        .select()
        .from(mailOutbox)
        .where(
          sql.join(
            offered.map((o) => sql`${mailOutbox.bodyText} like ${`%#offer-${o.id}%`}`),
            sql` or `,
          ),
        )
    : [];
  // Arrays are not bound as parameters here: one `like` per id the jobs' payloads may name.
  const named = [orderId, ...offered.map((o) => o.id), ...events.map((e) => e.id)].map(
    (id) => sql`j.payload::text like ${`%${id}%`}`,
  );
  const jobs = await db.execute<{ task: string; key: string | null; queue: string | null }>(sql`
    select t.identifier as task, j.key, q.queue_name as queue from graphile_worker._private_jobs j
    join graphile_worker._private_tasks t on t.id = j.task_id
    left join graphile_worker._private_job_queues q on q.id = j.job_queue_id
    where ${sql.join(named, sql` or `)}
    order by j.id`);
  const plain = (text: string | null) =>
    text
      ?.replaceAll(orderId, '<order>')
      .replace(/:\d+$/, ':<lane>')
      .replace(/evt_\w+/, '<event>') ?? null;
  return {
    status: order!.status,
    history: history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      actor: [h.actorType, h.actorId],
      note: [h.note, h.noteCode, h.noteParams],
      atUpdate: h.createdAt.getTime() === order!.updatedAt.getTime(),
    })),
    events: events.map((e) => ({
      event: e.event,
      livemode: e.livemode,
      target: e.targetUrl,
      status: e.status,
      snapshot: { ...e.orderSnapshot, id: plain(e.orderSnapshot.id) },
      snapshotIsOrder: e.orderSnapshot.updated_at === order!.updatedAt.toISOString(),
    })),
    offers: offered.map((o) => ({
      practitioner: o.practitionerId,
      round: o.round,
      status: o.status,
      window: o.expiresAt.getTime() - o.offeredAt.getTime(),
    })),
    jobs: jobs.map((j) => ({ task: j.task, key: plain(j.key), queue: plain(j.queue) })),
    // The practitioner's notice of each offer, its facts named by what they are, and its e-mail.
    notices: notices.map(({ userId, kind, linkPath, params }) => ({
      userId,
      kind,
      offer: offered.find((o) => linkPath === `/praktisi#offer-${o.id}` && params.offerId === o.id)?.round,
      params: { ...params, orderId: plain(params.orderId ?? null), offerId: '<offer>', expiresAt: 'at' },
    })),
    mails: mails.map((m) => ({ kind: m.kind, to: m.toAddress, subject: m.subject, status: m.status })),
  };
}

/** Fields that differ between any two orders by time alone. */
const timeless = (w: Awaited<ReturnType<typeof written>>) => ({
  ...w,
  events: w.events.map((e) => ({ ...e, snapshot: { ...e.snapshot, updated_at: 'at', sla_due_at: 'due' } })),
});

describe('the first offering of a paid order', () => {
  it('writes what the move and the offer one by one write: status, history, event, offer and jobs', async () => {
    const byOne = await placeApprovedOrder(db, agent, SERVICE);
    const inOne = await placeApprovedOrder(db, agent, SERVICE);
    await offerOneByOne(byOne.id);
    const recorder = recordJobs();
    await runOffering({ db, domain: recorder.domain, orderId: inOne.id });

    const expected = await written(byOne.id);
    const actual = await written(inOne.id);
    expect(timeless(actual)).toEqual(timeless(expected));
    expect(actual.status).toBe('ditawarkan');
    expect(actual.history.at(-1)).toMatchObject({ from: 'dibayar', to: 'ditawarkan', atUpdate: true });
    expect(actual.events.map((e) => [e.event, e.status, e.target, e.snapshotIsOrder])).toEqual([
      ['order.dibayar', 'pending', 'https://receiver.example/hook', false],
      ['order.ditawarkan', 'pending', 'https://receiver.example/hook', true],
    ]);
    expect(actual.offers).toMatchObject([{ round: 1, status: 'aktif', window: 30 * 60_000 }]);
    // Same jobs in the same order: the SLA watch, the expiry (the notice's e-mail waits in the outbox for the drain,
    // mail-jobs.ts). order.ditawarkan's delivery waits for the end of order.dibayar's first attempt, which schedules
    // it (webhooks/delivery-schedule.ts).
    expect(recorder.scheduled.map((j) => j.name)).toEqual(['sla_expiry', 'expire_offer']);
    // The approval's offering job (not run by a worker here) became the expiry under its key.
    expect(actual.jobs.map((j) => [j.task, j.key])).toEqual([
      ['notify', null], // the request for approval, at creation
      ['deliver_webhook', 'webhook:<event>'],
      ['expire_offer', 'offer:<order>'],
      ['sla_expiry', 'sla:<order>'],
    ]);
    // The practitioner's notice, written with the offer, and its e-mail, queued.
    expect(actual.notices).toMatchObject([
      { kind: 'offer_new', offer: 1, params: { service: expect.any(String), priceIdr: expect.any(Number) } },
    ]);
    expect(actual.mails).toMatchObject([{ kind: 'notification', to: 'rina-first@example.com', status: 'queued' }]);
  });

  it('with nobody qualified, moves the order and schedules the next try as the general path does', async () => {
    const byOne = await placeApprovedOrder(db, agent, NOBODY_SERVICE);
    const inOne = await placeApprovedOrder(db, agent, NOBODY_SERVICE);
    await offerOneByOne(byOne.id);
    await runOffering({ db, domain: recordJobs().domain, orderId: inOne.id });
    const actual = await written(inOne.id);
    expect(timeless(actual)).toEqual(timeless(await written(byOne.id)));
    expect(actual.offers).toEqual([]);
    expect(actual.jobs.map((j) => [j.task, j.key])).toContainEqual(['offer_order', 'offer:<order>']);
  });

  it('takes five round trips: begin, the lock, the writes, the e-mail with the jobs, commit', async () => {
    // A first offering on the recorded connection, so that its statements are prepared there already.
    const first = await placeApprovedOrder(db, agent, SERVICE);
    await runOffering({ db: recorded.db, domain: recordJobs().domain, orderId: first.id });
    const order = await placeApprovedOrder(db, agent, SERVICE);
    sent.length = 0;
    await runOffering({ db: recorded.db, domain: recordJobs().domain, orderId: order.id });
    expect(
      sent.map((s) => s.slice(0, 40)),
      sent.join('\n---\n'),
    ).toHaveLength(6);
    expect(sent[0]).toMatch(/^begin/);
    expect(sent[1]).toMatch(/for update$/);
    expect(sent[2]).toMatch(/^\s*with moved as \(/);
    expect(sent[3]).toMatch(/^insert into "mail_outbox"/);
    expect(sent[4]).toMatch(/graphile_worker\.add_jobs\(/);
    expect(sent[5]).toMatch(/^commit/);
  });

  it('offers an order paid at its POST in the POST: the rows of the general path, its event after the creation event', async () => {
    const byOne = await placeApprovedOrder(db, agent, SERVICE);
    await offerOneByOne(byOne.id);
    const recorder = recordJobs();
    const posted = await placeOrder(db, agent, SERVICE, {}, recorder.domain);
    expect(posted.status).toBe('dibayar'); // the answer is the order as paid (spec: 201 dibayar)
    const actual = await written(posted.id);
    const expected = await written(byOne.id);
    // From the payment on, the same offering: status, the offering's history row, the event, the offer.
    expect(actual.status).toBe('ditawarkan');
    expect(actual.history.slice(-1)).toEqual(expected.history.slice(-1));
    expect(timeless(actual).events.at(-1)).toEqual(timeless(expected).events.at(-1));
    expect(actual.offers).toEqual(expected.offers);
    expect(actual.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'dibayar'],
      ['dibayar', 'ditawarkan'],
    ]);
    // No offering job: the creation event's job carries the offer's event, attempted right after it.
    const [paidEvent, offeredEvent] = await db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(eq(webhookEvents.orderId, posted.id))
      .orderBy(webhookEvents.seq);
    expect(recorder.scheduled.map((j) => [j.name, j.payload])).toEqual([
      ['deliver_webhook', { eventId: paidEvent!.id, attempt: 1 }],
      ['deliver_webhook', { eventId: paidEvent!.id, attempt: 1, then: [offeredEvent!.id] }],
      ['sla_expiry', { orderId: posted.id }],
      ['expire_offer', expect.objectContaining({ orderId: posted.id })],
    ]);
  });

  it("in its order's creating transaction, goes out at once and schedules its jobs after the creation's", async () => {
    const order = await placeApprovedOrder(db, agent, SERVICE);
    const recorder = recordJobs();
    let settle!: () => void;
    // The creation's history row and event, answered only when the test says so.
    const creation = new Promise<void>((resolve) => (settle = resolve));
    await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id, 'platform');
      const offering = startOffering(tx, recorder.domain, locked, 1, { creation });
      // A statement sent after the offer's runs after it: the offer is written while the creation is unsettled...
      const made = await tx.select({ status: offers.status }).from(offers).where(eq(offers.orderId, order.id));
      expect(made).toEqual([{ status: 'aktif' }]);
      // ...and nothing is scheduled before the creation's own jobs are.
      expect(recorder.scheduled).toEqual([]);
      settle();
      await offering;
    });
    expect(recorder.scheduled.map((j) => j.name)).toEqual(['deliver_webhook', 'sla_expiry', 'expire_offer']);
  });

  it('leaves an order that is no longer paid to the general path, which changes nothing for it', async () => {
    const order = await placeOrder(db, agent, SERVICE);
    await runOffering({ db, domain: recordJobs().domain, orderId: order.id });
    const before = await written(order.id);
    // The offering job again (a retry): the order is offered already, so nothing moves and nothing is added.
    const recorder = recordJobs();
    await runOffering({ db, domain: recorder.domain, orderId: order.id });
    expect(await written(order.id)).toEqual(before);
    expect(recorder.scheduled).toEqual([]);
  });
});

describe('orders offered at once', () => {
  // A service of its own here, with two practitioners: Ani, the fairer (the older record), and Budi.
  const CONTESTED = 'pendirian-cv';
  let ani: string;
  let budi: string;
  beforeAll(async () => {
    ani = (await createClaimedPractitioner({ db, name: 'Ani', email: 'ani-cv@example.com', serviceCodes: [CONTESTED] }))
      .id;
    budi = (
      await createClaimedPractitioner({ db, name: 'Budi', email: 'budi-cv@example.com', serviceCodes: [CONTESTED] })
    ).id;
  });

  /** Holds `ids`' practitioner rows as an order being offered to them holds them until its commit (first-offer.ts). */
  async function holding(ids: string[]) {
    const other = connect(url, { max: 1 });
    const held = await other.sql.reserve();
    await held`begin`;
    await held`select id from practitioner where id = any(${ids}) for no key update`;
    return {
      release: async () => {
        await held`rollback`;
        held.release();
        await other.sql.end({ timeout: 1 });
      },
    };
  }

  const offeredTo = async (orderId: string) =>
    (await db.select({ to: offers.practitionerId }).from(offers).where(eq(offers.orderId, orderId))).map((o) => o.to);

  it('go to the fairest practitioner no other order is offering to, without waiting for it', async () => {
    const lock = await holding([ani]);
    try {
      // Before, this order chose Ani too and waited for the lock (the test's 30 s), then offered to her again.
      const order = await placeOrder(db, agent, CONTESTED);
      expect(await offeredTo(order.id)).toEqual([budi]);
    } finally {
      await lock.release();
    }
  });

  it('when every candidate is being offered to, offers to the fairest at once, waiting for nobody', async () => {
    const lock = await holding([ani, budi]);
    try {
      // Before finding 108 the order waited here for the other's commit, to write Ani's last-offered time.
      const order = await placeOrder(db, agent, CONTESTED);
      // Ani: never offered anything (Budi was, above).
      expect(await offeredTo(order.id)).toEqual([ani]);
    } finally {
      await lock.release();
    }
  });

  it('the fairest is the one whose last offer is oldest, read from the offers', async () => {
    // Ani had the order above, Budi the one before: Budi's last offer is older.
    const order = await placeOrder(db, agent, CONTESTED);
    expect(await offeredTo(order.id)).toEqual([budi]);
    const next = await placeOrder(db, agent, CONTESTED);
    expect(await offeredTo(next.id)).toEqual([ani]);
  });
});
