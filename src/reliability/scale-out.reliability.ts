// Scale-out: two web processes and two worker processes (`npm run worker`) on one database, under
// concurrent order creation through both web processes. The rate limit and idempotency hold exactly across
// processes, every order is offered, an order never has two live offers, and the books stay sound.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/server/db/client';
import { randomBase62 } from '~/server/domain/ids';
import { verifyLedger } from '~/server/domain/ledger/verify-ledger';
import type { AppServer } from '~/test/app-server';
import { waitFor } from '~/test/file-database';
import { api, createAgent, type Agent, type ApiResponse } from '~/test/fixtures';
import { createClaimedPractitioner } from '~/test/practitioners';
import { recordResult } from './record-result';
import { atScale } from './scale';
import {
  describeCounts,
  outcome,
  ownAppServer,
  ownDatabase,
  startWorkerProcess,
  tally,
  Teardown,
  type WorkerProcess,
} from './own-instance';

// review-kontrak: 1,500,000.
const PRICE = 1_500_000;
const REVIEW = {
  service: 'review-kontrak',
  intake: { dokumen_kontrak_url: 'https://files.example.com/kontrak-jasa.pdf', jenis_kontrak: 'perjanjian jasa' },
};
const DEPOSIT = 10_000_000_000;
/** Requests per minute per key on both web processes (the spec's 60 at full scale). */
const LIMIT = atScale(60, 10);
const KEYS = 4;
/** Requests each key sends, alternating between the two web processes. */
const PER_KEY = atScale(90, 16);
const IDEMPOTENT_REQUESTS = atScale(40, 8);
const OFFER_WINDOW_SECONDS = atScale(4, 1);
const PRACTITIONERS = 3;

const teardown = new Teardown();
let db: Db;
let web: AppServer[];
let workers: WorkerProcess[];
let agents: Agent[];

/** Polls the live offers of every order while the scenario runs: the most ever seen for one order. */
function startOfferSampler() {
  const seen = { samples: 0, maxLivePerOrder: 0, violations: [] as string[] };
  let running = true;
  const loop = (async () => {
    while (running) {
      const rows = await db.execute<{ order_id: string; live: string }>(sql`
        select order_id, count(*) as live from offer where status = 'aktif' group by order_id order by count(*) desc limit 5`);
      seen.samples += 1;
      for (const r of rows) {
        seen.maxLivePerOrder = Math.max(seen.maxLivePerOrder, Number(r.live));
        if (Number(r.live) > 1) seen.violations.push(`${r.order_id}: ${r.live} live offers`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    seen,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

let sampler: ReturnType<typeof startOfferSampler> | undefined;

function post(server: AppServer, agent: Agent, idempotencyKey?: string): Promise<ApiResponse<any>> {
  return api('/v1/orders', {
    baseUrl: server.baseUrl,
    key: agent.apiKey,
    body: REVIEW,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
  });
}

describe('scale-out: two web processes, two worker processes, one database', () => {
  beforeAll(async () => {
    const own = await ownDatabase(teardown, 'aos_rel_scaleout');
    db = own.db;
    const settings = { RATE_LIMIT_PER_MINUTE: String(LIMIT), OFFER_WINDOW_SECONDS: String(OFFER_WINDOW_SECONDS) };
    web = await Promise.all([ownAppServer(teardown, own.url, settings), ownAppServer(teardown, own.url, settings)]);
    workers = [startWorkerProcess(teardown, own.url, settings), startWorkerProcess(teardown, own.url, settings)];
    for (let i = 0; i < PRACTITIONERS; i++) {
      await createClaimedPractitioner({
        db,
        name: `Praktisi Skala ${i + 1}`,
        email: `skala-${i}-${randomBase62(8).toLowerCase()}@example.com`,
        serviceCodes: ['review-kontrak'],
      });
    }
    agents = [];
    for (let i = 0; i < KEYS + 1; i++)
      agents.push(await createAgent({ db, depositIdr: DEPOSIT, monthlyLimitIdr: DEPOSIT }));
  });
  afterAll(async () => {
    await sampler?.stop();
    await teardown.release();
  });

  it(`the rate limit is exact across web processes: ${KEYS} keys × ${PER_KEY} concurrent orders through both, exactly ${LIMIT} accepted per key`, async () => {
    sampler = startOfferSampler();
    const perKey = await Promise.all(
      agents
        .slice(0, KEYS)
        .map((agent) => Promise.all(Array.from({ length: PER_KEY }, (_, i) => post(web[i % 2]!, agent)))),
    );
    const counts = tally(perKey.flat());
    const wrong: string[] = [];
    for (const [k, results] of perKey.entries()) {
      const c = tally(results);
      if (c['201'] !== LIMIT || c['429 RATE_LIMITED'] !== PER_KEY - LIMIT) wrong.push(`key ${k}: ${describeCounts(c)}`);
      // Each accepted request was counted once across both processes: remaining LIMIT-1 ... 0, each once.
      const remaining = results
        .filter((r) => r.status === 201)
        .map((r) => Number(r.headers.get('x-ratelimit-remaining')))
        .sort((a, b) => b - a);
      if (JSON.stringify(remaining) !== JSON.stringify(Array.from({ length: LIMIT }, (_, i) => LIMIT - 1 - i)))
        wrong.push(`key ${k}: remaining ${remaining.join(',')}`);
      if (results.some((r) => r.status === 429 && !(Number(r.headers.get('retry-after')) >= 1)))
        wrong.push(`key ${k}: a 429 without Retry-After`);
      const bothServed = [0, 1].every((s) => results.some((r, i) => i % 2 === s && r.status === 201));
      if (!bothServed) wrong.push(`key ${k}: one web process accepted nothing`);
    }
    const [created] = await db.execute<{ n: string }>(sql`select count(*) as n from "order"`);
    recordResult({
      area: 'scale-out',
      scenario: `rate limit across 2 web processes (${KEYS} keys × ${PER_KEY} concurrent POST /v1/orders, limit ${LIMIT}/min)`,
      tries: KEYS * PER_KEY,
      unit: 'requests',
      held: `${describeCounts(counts)}; exactly ${LIMIT} per key, each counted once; ${created!.n} orders`,
      losses: wrong.length + Math.abs(Number(created!.n) - KEYS * LIMIT),
    });

    expect(wrong).toEqual([]);
    expect(counts).toEqual({ '201': KEYS * LIMIT, '429 RATE_LIMITED': KEYS * (PER_KEY - LIMIT) });
    expect(Number(created!.n)).toBe(KEYS * LIMIT);
  });

  it(`idempotency is exact across web processes: ${IDEMPOTENT_REQUESTS} concurrent POSTs with one key through both → 1 order`, async () => {
    const agent = agents[KEYS]!;
    const results = await Promise.all(
      Array.from({ length: IDEMPOTENT_REQUESTS }, (_, i) => post(web[i % 2]!, agent, 'scale-out-one-key')),
    );
    const counts = tally(results);
    const created = results.find((r) => r.status === 201);
    const rows = await db.execute<{ id: string }>(
      sql`select id from "order" where organization_id = ${agent.organizationId}`,
    );
    const payments = await db.execute<{ n: string }>(
      sql`select count(*) as n from ledger_transaction where organization_id = ${agent.organizationId} and kind = 'order_payment'`,
    );
    const wrongAnswers = results.filter(
      (r) => r.body?.id !== created?.body.id || !['201', '200 replay'].includes(outcome(r)),
    ).length;
    recordResult({
      area: 'scale-out',
      scenario: `one Idempotency-Key raced across 2 web processes (${IDEMPOTENT_REQUESTS} concurrent)`,
      tries: IDEMPOTENT_REQUESTS,
      unit: 'requests',
      held: `${describeCounts(counts)}; ${rows.length} order, ${payments[0]!.n} debit`,
      losses: wrongAnswers + Math.abs(rows.length - 1) + Math.abs(Number(payments[0]!.n) - 1),
    });

    expect(counts).toEqual({ '201': 1, '200 replay': IDEMPOTENT_REQUESTS - 1 });
    expect(rows.map((r) => r.id)).toEqual([created!.body.id]);
    expect(Number(payments[0]!.n)).toBe(1);
    expect(wrongAnswers).toBe(0);
  });

  it('two worker processes: every order offered, never two live offers for one order, no failed job, ledger clean', async () => {
    const allOrders = KEYS * LIMIT + 1;
    await waitFor(
      async () => {
        for (const w of workers)
          if (w.process.exitCode !== null)
            throw new Error(`a worker exited with ${w.process.exitCode}:\n${w.output()}`);
        const [row] = await db.execute<{ offered: string }>(sql`select count(distinct order_id) as offered from offer`);
        return Number(row!.offered) === allOrders;
      },
      { what: 'every order offered', timeoutMs: 90_000 },
    );
    // How long an order waited for its first offer, counted from its creation.
    const [firstOffer] = await db.execute<{ max_ms: string }>(sql`
      select coalesce(max(extract(epoch from f.first_at - o.created_at) * 1000), 0) as max_ms
      from "order" o join (select order_id, min(offered_at) as first_at from offer group by order_id) f on f.order_id = o.id`);
    const firstOfferMs = Number(firstOffer!.max_ms);
    // Keep watching through two more offer windows, while both workers expire and re-offer.
    const rotatedSince = new Date();
    await waitFor(
      async () => {
        const [row] = await db.execute<{ expired: string }>(sql`
          select count(distinct order_id) as expired from offer where status = 'kedaluwarsa' and responded_at > ${rotatedSince.toISOString()}::timestamptz + ${`${OFFER_WINDOW_SECONDS} seconds`}::interval`);
        return Number(row!.expired) === allOrders;
      },
      { what: 'every order re-offered after a later expiry', timeoutMs: 90_000 },
    );
    await sampler!.stop();
    const seen = sampler!.seen;
    sampler = undefined;

    const [state] = await db.execute<Record<string, string>>(sql`
      select
        (select count(*) from "order") as orders,
        (select count(*) from "order" where status = 'ditawarkan') as offering,
        (select count(*) from "order" o where not exists (select 1 from offer f where f.order_id = o.id)) as never_offered,
        (select count(*) from offer) as offers,
        (select count(*) from offer where status = 'kedaluwarsa') as expired,
        (select count(*) from (select order_id from offer where status = 'aktif' group by order_id having count(*) > 1) x) as double_live,
        (select count(*) from ledger_transaction where kind = 'order_payment') as payments`);
    const counts = Object.fromEntries(Object.entries(state!).map(([k, v]) => [k, Number(v)]));
    const failedJobs = await db.execute<{ task_identifier: string; last_error: string }>(sql`
      select task_identifier, last_error from graphile_worker.jobs where last_error is not null`);
    const deposits = await db.execute<{ owner_id: string; balance_idr: string }>(
      sql`select owner_id, balance_idr from ledger_account where kind = 'deposit'`,
    );
    const expectedDeposit = (_agent: Agent, i: number) => DEPOSIT - (i < KEYS ? LIMIT : 1) * PRICE;
    const depositWrong = agents.filter(
      (a, i) => Number(deposits.find((d) => d.owner_id === a.organizationId)?.balance_idr) !== expectedDeposit(a, i),
    );
    const problems = await verifyLedger(db);
    const alive = workers.filter((w) => w.process.exitCode === null).length;
    recordResult({
      area: 'scale-out',
      scenario: `offering by 2 worker processes (${allOrders} orders, ${PRACTITIONERS} practitioners, ${OFFER_WINDOW_SECONDS} s windows)`,
      tries: seen.samples,
      unit: 'samples of live offers',
      held:
        `every order offered (first offer at most ${(firstOfferMs / 1000).toFixed(1)} s after creation), ${counts.offers} offers, ${counts.expired} expired and re-offered, ` +
        `at most ${seen.maxLivePerOrder} live offer per order; no failed job; ${counts.payments} debits; ledger check clean`,
      losses:
        seen.violations.length +
        counts.double_live! +
        counts.never_offered! +
        failedJobs.length +
        depositWrong.length +
        problems.length,
    });

    expect(seen.violations).toEqual([]);
    expect(seen.maxLivePerOrder).toBe(1);
    expect(counts).toMatchObject({
      orders: allOrders,
      offering: allOrders,
      never_offered: 0,
      double_live: 0,
      payments: allOrders,
    });
    expect(failedJobs).toEqual([]);
    expect(depositWrong).toEqual([]);
    expect(problems).toEqual([]);
    expect(alive).toBe(2);
  });
});
