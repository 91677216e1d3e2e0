// Offer rotation on real Postgres with a real graphile-worker and a 2-second offer window.
process.env.OFFER_WINDOW_SECONDS = '2';

import { testDomain } from '~/test/domain-context';
import { and, asc, eq } from 'drizzle-orm';
import type { Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { offers, orders, webhookEvents } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { getOrderDetails } from '~/server/domain/orders/order-details';
import { createClaimedPractitioner } from '~/test/practitioners';
import { startWorker } from '~/server/worker/runner';
import { createAgent, type Agent } from '~/test/fixtures';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { acceptOffer, declineOffer } from '~/server/domain/offers/offer-responses';
import { releaseOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { expireOffer } from './offering';

await useFileDatabase('aos_offering');

let db: Db;
let runner: Runner;
let agent: Agent;

beforeAll(async () => {
  db = await getDb();
  runner = await startWorker({ domain: testDomain, concurrency: 4 });
  agent = await createAgent({ db, depositIdr: 200_000_000, monthlyLimitIdr: 1_000_000_000 });
});
afterAll(async () => {
  await runner?.stop();
});

let seq = 0;
async function practitionersFor(service: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    seq += 1;
    ids.push(
      (
        await createClaimedPractitioner({
          db,
          name: `Praktisi ${seq}`,
          email: `p${seq}-${Date.now()}@example.com`,
          serviceCodes: [service],
        })
      ).id,
    );
  }
  return ids;
}

const offersOf = (orderId: string) =>
  db.select().from(offers).where(eq(offers.orderId, orderId)).orderBy(asc(offers.offeredAt));

async function waitForOffer(orderId: string, count: number) {
  return waitFor(
    async () => {
      const rows = await offersOf(orderId);
      return rows.length >= count && rows.some((o) => o.status === 'aktif') ? rows : null;
    },
    { what: `offer #${count} of ${orderId}` },
  );
}

describe('offer rotation', () => {
  it('offers to each qualified practitioner once per round, fairest first, then starts a new round one window later', async () => {
    const [p1, p2, p3] = await practitionersFor('somasi', 3);
    const order = await placeOrder(db, agent, 'somasi');
    const round1 = await waitForOffer(order.id, 3);
    expect(round1.map((o) => o.practitionerId)).toEqual([p1, p2, p3]);
    expect(round1.slice(0, 2).map((o) => o.status)).toEqual(['kedaluwarsa', 'kedaluwarsa']);
    // Expiry lands within about a second of its time.
    for (const o of round1.slice(0, 2)) expect(o.respondedAt!.getTime() - o.expiresAt.getTime()).toBeLessThan(1500);

    const all = await waitForOffer(order.id, 4);
    const fourth = all[3]!;
    expect(fourth).toMatchObject({ practitionerId: p1, round: 2, status: 'aktif' });
    // The new round begins one window after the previous round ended.
    expect(fourth.offeredAt.getTime() - all[2]!.expiresAt.getTime()).toBeGreaterThanOrEqual(1900);

    // Rotation changes no status and sends no event.
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('ditawarkan');
    const events = await db
      .select({ event: webhookEvents.event })
      .from(webhookEvents)
      .where(eq(webhookEvents.orderId, order.id))
      .orderBy(asc(webhookEvents.seq));
    expect(events.map((e) => e.event)).toEqual(['order.dibayar', 'order.ditawarkan']);
  });

  it('prefers the practitioner with fewer orders in hand', async () => {
    const [busy, free] = await practitionersFor('nib-oss', 2);
    const first = await placeOrder(db, agent, 'nib-oss');
    await waitForOffer(first.id, 1);
    expect((await getOrderDetails({ db, orderId: first.id })).current_offer?.practitioner_id).toBe(busy);
    await acceptOffer({ db, domain: testDomain, orderId: first.id, practitionerId: busy! });

    const second = await placeOrder(db, agent, 'nib-oss');
    await waitForOffer(second.id, 1);
    expect((await getOrderDetails({ db, orderId: second.id })).current_offer?.practitioner_id).toBe(free);
  });

  it('a decline moves the offer on at once, within the same round', async () => {
    const [p1, p2] = await practitionersFor('pendirian-cv', 2);
    const order = await placeOrder(db, agent, 'pendirian-cv');
    await waitForOffer(order.id, 1);
    await declineOffer({ db, domain: testDomain, orderId: order.id, practitionerId: p1! });
    const rows = await offersOf(order.id);
    expect(rows.map((o) => [o.practitionerId, o.status, o.round])).toEqual([
      [p1, 'ditolak', 1],
      [p2, 'aktif', 1],
    ]);
    // Declining twice, or by someone not offered, is refused.
    await expect(
      declineOffer({ db, domain: testDomain, orderId: order.id, practitionerId: p1! }),
    ).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
  });

  it('a release restarts offering without that practitioner, for good', async () => {
    const [p1, p2] = await practitionersFor('perjanjian-kerja', 2);
    const order = await placeOrder(db, agent, 'perjanjian-kerja');
    await waitForOffer(order.id, 1);
    await acceptOffer({ db, domain: testDomain, orderId: order.id, practitionerId: p1! });
    await startWork({ db, domain: testDomain, orderId: order.id, practitionerId: p1! });
    const released = await releaseOrder({ db, domain: testDomain, orderId: order.id, practitionerId: p1! });
    expect(released.status).toBe('ditawarkan');
    const details = await getOrderDetails({ db, orderId: order.id });
    expect(details.current_offer).toMatchObject({ practitioner_id: p2, round: 2 });
    expect(details.history.map((h) => h.to)).toEqual(['dibayar', 'ditawarkan', 'diambil', 'dikerjakan', 'ditawarkan']);

    // p2 lets it expire; in the next rounds only p2 is ever offered.
    await waitFor(
      async () => ((await offersOf(order.id)).filter((o) => o.practitionerId === p2).length >= 2 ? true : null),
      { what: 'p2 offered again' },
    );
    expect((await offersOf(order.id)).filter((o) => o.practitionerId === p1).length).toBe(1);
  });

  it('an accept racing the expiry has exactly one outcome', async () => {
    const [p1] = await practitionersFor('pendaftaran-hak-cipta', 2);
    for (let attempt = 0; attempt < 3; attempt++) {
      const order = await placeOrder(db, agent, 'pendaftaran-hak-cipta');
      const [offer] = await waitForOffer(order.id, 1);
      expect(offer!.practitionerId).toBe(attempt === 0 ? p1 : offer!.practitionerId);
      await waitFor(async () => Date.now() >= offer!.expiresAt.getTime() - 5, { what: 'expiry time' });
      const [accepted, expired] = await Promise.allSettled([
        acceptOffer({ db, domain: testDomain, orderId: order.id, practitionerId: offer!.practitionerId }),
        expireOffer({ db, domain: testDomain, offerId: offer!.id }),
      ]);
      expect(expired.status).toBe('fulfilled');
      const [after] = await db.select().from(offers).where(eq(offers.id, offer!.id));
      const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
      if (accepted.status === 'fulfilled') {
        expect(after!.status).toBe('diterima');
        expect(row!.status).toBe('diambil');
        expect(
          await db
            .select()
            .from(offers)
            .where(and(eq(offers.orderId, order.id), eq(offers.status, 'aktif'))),
        ).toEqual([]);
      } else {
        expect(accepted.reason).toBeInstanceOf(AppError);
        expect((accepted.reason as AppError).code).toBe('INVALID_STATE');
        expect(after!.status).toBe('kedaluwarsa');
        expect(row!.status).toBe('ditawarkan');
        expect(row!.practitionerId).toBeNull();
      }
    }
  });

  it('retries every window while nobody qualifies, then offers to the first qualified practitioner', async () => {
    const order = await placeOrder(db, agent, 'pendaftaran-merek');
    await waitFor(async () => (await getOrderDetails({ db, orderId: order.id })).status === 'ditawarkan', {
      what: 'ditawarkan',
    });
    expect(await offersOf(order.id)).toEqual([]);
    const [late] = await practitionersFor('pendaftaran-merek', 1);
    const [offer] = await waitForOffer(order.id, 1);
    expect(offer!.practitionerId).toBe(late);
  });
});

describe('worker restart', () => {
  it('an offer made before the worker stopped still expires on time after it restarts', async () => {
    const [p1, p2] = await practitionersFor('review-kontrak', 2);
    const order = await placeOrder(db, agent, 'review-kontrak');
    const [first] = await waitForOffer(order.id, 1);
    expect(first!.practitionerId).toBe(p1);
    await runner.stop();
    // A fresh worker process-equivalent: nothing in memory survives, only the scheduled job in Postgres.
    runner = await startWorker({ domain: testDomain, concurrency: 4 });
    const rows = await waitForOffer(order.id, 2);
    expect(rows[1]!.practitionerId).toBe(p2);
    expect(rows[0]!.respondedAt!.getTime() - rows[0]!.expiresAt.getTime()).toBeLessThan(1500);
  });
});
