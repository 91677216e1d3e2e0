// One order's events reach their target in the order they were written, kept in our tables (delivery-schedule.ts):
// an event's first attempt is scheduled at its write only when no earlier event of its order to the same target
// waits for its first attempt; the end of that attempt schedules the next. No worker runs here: the jobs stay
// queued, so they can be read, and attempts are made by calling deliverEvent.
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import type { DomainContext } from '~/server/domain/context';
import { webhookEvents } from '~/server/db/schema';
import { runOffering } from '~/server/domain/offers/offering';
import { testDomain } from '~/test/domain-context';
import { createAgent, AMPLE_LIMITS, type Agent } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeApprovedOrder, placeOrder } from '~/test/orders';
import { createClaimedPractitioner } from '~/test/practitioners';
import { recordJobs } from '~/test/recording-scheduler';
import { deliverEvent } from './deliver-event';
import type { WebhookTransport } from './webhook-transport';

await useFileDatabase('aos_delivery_order');

const SERVICE = 'review-kontrak';
let db: Db;
let agent: Agent;

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({ db, ...AMPLE_LIMITS, webhookUrl: 'https://receiver.example/hook' });
  await createClaimedPractitioner({ db, name: 'Dewi SH', email: 'dewi-order@example.com', serviceCodes: [SERVICE] });
});

const answering =
  (statusCode: number): WebhookTransport =>
  async () => ({ statusCode, error: null });

/** An approved order offered: its order.dibayar and order.ditawarkan events, and the jobs the offering scheduled. */
async function offeredOrder() {
  const order = await placeApprovedOrder(db, agent, SERVICE);
  const offering = recordJobs();
  await runOffering({ db, domain: offering.domain, orderId: order.id });
  const [dibayar, ditawarkan] = await eventsOf(order.id);
  return { dibayar: dibayar!, ditawarkan: ditawarkan!, offering };
}

/** An order's events in the order they were written. */
const eventsOf = (orderId: string) =>
  db.select().from(webhookEvents).where(eq(webhookEvents.orderId, orderId)).orderBy(asc(webhookEvents.seq));

/** A receiver that notes the id of each event it is sent, then answers after `delayMs` with `statusCode`. */
function noting(sent: string[], statusCode: number, delayMs = 0): WebhookTransport {
  return async (request) => {
    sent.push((JSON.parse(request.body.toString()) as { id: string }).id);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { statusCode, error: null };
  };
}

/** The queued delivery jobs of an event (graphile-worker keeps a job until it completes). */
const jobsOf = (eventId: string) =>
  db.execute<{ payload: { eventId: string; attempt: number } }>(sql`
    select j.payload from graphile_worker._private_jobs j where j.key = ${`webhook:${eventId}`}`);

describe('the order of one order’s events', () => {
  it('a second event waits for the first one’s first attempt, whose end schedules it, failed or not', async () => {
    const { dibayar, ditawarkan, offering } = await offeredOrder();
    expect(offering.named('deliver_webhook')).toEqual([]);
    expect(await jobsOf(dibayar.id)).toHaveLength(1);
    expect(await jobsOf(ditawarkan.id)).toEqual([]);

    const attempt = recordJobs();
    await deliverEvent({ db, domain: attempt.domain, transport: answering(500), eventId: dibayar.id, attempt: 1 });
    // The retry of the first event, then the first attempt of the second, which does not wait for that retry.
    expect(attempt.named('deliver_webhook').map((j) => j.payload)).toEqual([
      { eventId: dibayar.id, attempt: 2 },
      { eventId: ditawarkan.id, attempt: 1 },
    ]);
    expect((await jobsOf(ditawarkan.id)).map((j) => j.payload.attempt)).toEqual([1]);

    // The first attempt's job run again (a worker died before completing it): nothing is sent, and the next
    // event's job, already queued, is not doubled.
    const sent: string[] = [];
    const again: WebhookTransport = async (request) => {
      sent.push(request.url);
      return { statusCode: 200, error: null };
    };
    await deliverEvent({ db, domain: testDomain, transport: again, eventId: dibayar.id, attempt: 1 });
    expect(sent).toEqual([]);
    expect(await jobsOf(ditawarkan.id)).toHaveLength(1);
  });

  it('an event written once the earlier event’s first attempt is recorded is scheduled at its write', async () => {
    const order = await placeApprovedOrder(db, agent, SERVICE);
    const [dibayar] = await db.select().from(webhookEvents).where(eq(webhookEvents.orderId, order.id));
    await deliverEvent({ db, domain: testDomain, transport: answering(200), eventId: dibayar!.id, attempt: 1 });
    const offering = recordJobs();
    await runOffering({ db, domain: offering.domain, orderId: order.id });
    const [, ditawarkan] = await eventsOf(order.id);
    expect(offering.named('deliver_webhook').map((j) => j.payload)).toEqual([{ eventId: ditawarkan!.id, attempt: 1 }]);
    expect(await jobsOf(ditawarkan!.id)).toHaveLength(1);
  });

  it('an order offered by its POST: the creation event’s job attempts the offer’s event next, failed or not', async () => {
    const order = await placeOrder(db, agent, SERVICE);
    const [dibayar, ditawarkan] = await eventsOf(order.id);
    const [job] = await jobsOf(dibayar!.id);
    expect(job!.payload).toMatchObject({ eventId: dibayar!.id, attempt: 1, then: [ditawarkan!.id] });
    expect(await jobsOf(ditawarkan!.id)).toEqual([]);

    const sent: string[] = [];
    const failing = noting(sent, 500);
    // The creation event's first-attempt job, as the worker runs it from the payload above.
    const runJob = (domain: DomainContext) =>
      deliverEvent({ db, domain, transport: failing, eventId: dibayar!.id, attempt: 1, then: [ditawarkan!.id] });
    const attempt = recordJobs();
    await runJob(attempt.domain);
    expect(sent).toEqual([dibayar!.id, ditawarkan!.id]);
    // Each failed first attempt gets its retry; nothing is handed on by a job.
    expect(attempt.named('deliver_webhook').map((j) => j.payload)).toEqual([
      { eventId: dibayar!.id, attempt: 2 },
      { eventId: ditawarkan!.id, attempt: 2 },
    ]);

    // The job run again (a worker died before completing it): nothing is sent again, and the offer's event, now
    // attempted, is not handed on a second time.
    const again = recordJobs();
    await runJob(again.domain);
    expect(sent).toHaveLength(2);
    expect(again.scheduled).toEqual([]);
  });

  it('after a first attempt slower than a second, the offer’s event gets a job of its own instead', async () => {
    const order = await placeOrder(db, agent, SERVICE);
    const [dibayar, ditawarkan] = await eventsOf(order.id);
    const sent: string[] = [];
    // A receiver that takes longer than the chain allows (deliver-event.ts CHAIN_WITHIN_MS) to answer.
    const slow = noting(sent, 200, 1_050);
    const attempt = recordJobs();
    await deliverEvent({
      db,
      domain: attempt.domain,
      transport: slow,
      eventId: dibayar!.id,
      attempt: 1,
      then: [ditawarkan!.id],
    });
    expect(sent).toEqual([dibayar!.id]);
    expect(attempt.named('deliver_webhook').map((j) => j.payload)).toEqual([{ eventId: ditawarkan!.id, attempt: 1 }]);
  });
});
