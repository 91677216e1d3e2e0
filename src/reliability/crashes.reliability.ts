// Crashes under load: the web process killed with SIGKILL, the worker process killed with SIGKILL, and
// Postgres itself restarted (`pg_ctl restart -m fast`, then `-m immediate`) while agents create orders
// (unique Idempotency-Keys, several organizations) and orders move through their lifecycle (the worker
// offering, practitioners accepting and working through domain calls, agents replying and accepting
// through REST). Agents retry as the spec tells them (same Idempotency-Key after a dropped connection, a
// 500 or a 503). Afterwards every request has exactly one order with its payment, history and event,
// every event reached its receiver at least once, the books are sound, and no order waits for an offer
// that nothing will make. Each scenario has a Postgres cluster and processes of its own.
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '~/test/file-database';
import { startOwnCluster } from '~/test/own-cluster';
import { recordResult } from './record-result';
import { atScale, describeAtFullScale, scale } from './scale';
import { Teardown } from './own-instance';
import { FROZEN_AFTER_SECONDS } from '~/server/worker/stale-locks';
import {
  childPids,
  describeCounts,
  freePort,
  judgeHealth,
  Load,
  pidAlive,
  registeredPools,
  settleAndCheck,
  sleep,
  startLauncher,
  startWeb,
  startWorkerProcess,
  startWorld,
  underLoad,
  waitHealthy,
  watchHealth,
  watchLocks,
  type CrashWorld,
  type NodeProcess,
  type Verdict,
  seconds,
} from './crash-world';

const FULL = scale() === 'full';
// The web-process and Postgres-restart scenarios exist only at full scale (each needs a cluster and minutes);
// inside `npm test` this file holds the worker scenario alone.

/** What every crash must leave: no data problem, no hung request, exactly one order per request, no loss. */
function expectNothingLost(verdict: Verdict, load: Load, losses: number): void {
  expect(verdict.problems).toEqual([]);
  expect(load.hangs).toEqual([]);
  expect(verdict.counts.duplicateOrders).toBe(0);
  expect(verdict.counts.orders).toBe(verdict.counts.requests);
  expect(losses).toBe(0);
}
/** Concurrent agents creating orders (each waits for its answer, retries included, before the next). */
const CLIENTS = atScale(6, 2);
/** Each agent's pause between two orders. */
const PACE_MS = atScale(100, 150);
const ORGANIZATIONS = atScale(4, 2);
const PRACTITIONERS = 4;
/**
 * Short offer windows, so that offers expire and move on through the crashes too (not shorter: every order
 * on offer needs an expiry job per window, and hundreds are on offer by the end).
 */
const OFFER_WINDOW_SECONDS = atScale(8, 3);
/** Every n-th order is taken through its whole lifecycle to `selesai`; the others stay on offer. */
const WORKED_EVERY = atScale(8, 8);
const CRASHES = atScale(2, 1);
/** Requests sent at once just before a kill of the web process. */
const BURST = 24;
/** Load before each crash, and after the last recovery. */
const GAP_MS = atScale(5000, 2500);
const TAIL_MS = atScale(4000, 2000);
/** How long the killed worker stays dead while orders keep coming. */
const WORKER_DOWN_MS = atScale(3000, 1000);
/** Seconds after a database start during which a runner without connections may be reconnecting (stale-locks.ts), plus one. */
const POSTMASTER_GRACE_SECONDS = 31;

/** Details of a full run on the console (the summary table has the counts); the fast subset stays quiet. */
const log = (line: string) => {
  if (FULL) console.info(line);
};

/** The summary row's `held` text from a verdict. */
function heldText(v: Verdict, extra: string): string {
  const c = v.counts;
  return (
    `${c.requests} order requests → ${c.orders} orders (${c.created}×201, ${c.replayedAfterRetry}×200 replay after a retry; ${c.retriedRequests} retried), ` +
    `${c.duplicateOrders} duplicates; ${extra}; ${c.events} events, each delivered (${c.deliveries} deliveries, ${c.duplicateDeliveries} duplicates, ` +
    `the latest ${seconds(c.max_delivery_ms!)} after its change); first offers at most ${seconds(c.max_first_offer_ms!)} after payment; ` +
    `${c.worked} worked to selesai; ${c.on_offer} on offer, each with its expiry or offering job; ledger clean`
  );
}

// The worker scenario's cluster starts with the file, so that by the time that scenario runs, the
// database is past the start grace of stale-lock recovery (see POSTMASTER_GRACE_SECONDS).
const workerCluster = FULL ? startOwnCluster('aos-crash-worker-') : null;
workerCluster?.catch(() => {}); // awaited (and its failure reported) by the scenario
afterAll(async () => {
  await (await workerCluster?.catch(() => null))?.remove();
}, 60_000);

const one = async (world: CrashWorld, query: ReturnType<typeof sql>) =>
  Number(Object.values((await world.db.execute<Record<string, string>>(query))[0]!)[0]);

/** The runners (pool ids) a worker process registered. */
const poolsOf = async (world: CrashWorld, pid: number) =>
  (await world.db.execute<{ pool_id: string }>(sql`select pool_id from worker_process where pid = ${pid}`)).map(
    (r) => r.pool_id,
  );

/** How many jobs those runners hold locked. */
const jobsLockedBy = (world: CrashWorld, pools: string[]) =>
  one(
    world,
    sql`select count(*) from graphile_worker.jobs where locked_by = any(${sql`array[${sql.join(
      pools.map((p) => sql`${p}`),
      sql`, `,
    )}]::text[]`})`,
  );

describeAtFullScale('crash: kill -9 of the web process under load', () => {
  const teardown = new Teardown();
  let world: CrashWorld;
  let port: number;
  let web: NodeProcess;

  beforeAll(async () => {
    const setupStarted = performance.now();
    world = await startWorld(teardown, {
      prefix: 'aos-crash-web',
      own: true,
      agents: ORGANIZATIONS,
      practitioners: PRACTITIONERS,
      offerWindowSeconds: OFFER_WINDOW_SECONDS,
    });
    port = await freePort();
    web = (await startWeb(world, port)).proc;
    teardown.add(() => web.stop());
    const worker = (await startWorkerProcess(world)).proc;
    teardown.add(() => worker.stop());
    log(`[crashes] web kill: set up in ${seconds(performance.now() - setupStarted)}`);
  }, 300_000);
  afterAll(() => teardown.release(), 120_000);

  it(`${CRASHES}× kill -9 of the web process mid-load, restarted: every request one order, nothing lost`, async () => {
    const started = performance.now();
    const load = new Load(world, {
      baseUrl: `http://127.0.0.1:${port}`,
      clients: CLIENTS,
      tag: 'web',
      workedEvery: WORKED_EVERY,
      paceMs: PACE_MS,
    });
    const pendingAtKill: number[] = [];
    const caught: number[] = [];
    const restartMs: number[] = [];
    await underLoad(load, {
      cycles: CRASHES,
      gapMs: GAP_MS,
      tailMs: TAIL_MS,
      crash: async () => {
        // A burst of requests, and the kill as soon as one of them is committed but not answered yet (or
        // when the burst is all answered): the retry then finds the stored order (200 replay).
        const burst = load.burst(BURST);
        const deadline = performance.now() + 10_000;
        let committedUnanswered = 0;
        while (performance.now() < deadline) {
          const answered = burst.filter((r) => r.result !== null).length;
          committedUnanswered = (await load.committed(burst)) - answered;
          if (committedUnanswered > 0 || answered === burst.length) break;
        }
        caught.push(Math.max(0, committedUnanswered));
        pendingAtKill.push(load.pending);
        const killed = web.pid;
        await web.kill9();
        const restarted = await startWeb(world, port);
        web = restarted.proc;
        expect(web.pid).not.toBe(killed);
        restartMs.push(restarted.readyMs);
      },
    });
    const verdict = await settleAndCheck(world, load);
    const losses = verdict.problems.length + load.hangs.length;
    recordResult({
      area: 'crashes',
      scenario: `kill -9 of the web process under load (${CRASHES}×, ${CLIENTS} agents, ${ORGANIZATIONS} orgs), web restarted`,
      tries: verdict.counts.attempts!,
      unit: 'requests',
      held: heldText(
        verdict,
        `${pendingAtKill.join('+')} requests in flight at the kills (${caught.join('+')} of them already committed); web healthy again in ${restartMs.map(seconds).join(', ')}`,
      ),
      losses,
    });
    log(
      `[crashes] web kill: ${seconds(performance.now() - started)}; attempts ${describeCounts(load.outcomes)}; moves ${describeCounts(load.moves)}; not done ${describeCounts(load.moveFailures)}; waited ${verdict.waited.join(', ')}; ${describeCounts(verdict.counts)}`,
    );

    expectNothingLost(verdict, load, losses);
  }, 600_000);
});

describe('crash: kill -9 of the worker process under load', () => {
  const teardown = new Teardown();
  let world: CrashWorld;
  let port: number;
  let worker: NodeProcess;

  beforeAll(async () => {
    const setupStarted = performance.now();
    world = await startWorld(teardown, {
      prefix: 'aos-crash-worker',
      own: workerCluster ? await workerCluster : false,
      agents: ORGANIZATIONS,
      practitioners: PRACTITIONERS,
      offerWindowSeconds: OFFER_WINDOW_SECONDS,
    });
    port = await freePort();
    const web = (await startWeb(world, port)).proc;
    teardown.add(() => web.stop());
    worker = (await startWorkerProcess(world)).proc;
    teardown.add(() => worker.stop());
    // Right after a database start, stale-lock recovery gives live runners a grace to reconnect, and only
    // the minute cron would unlock a killed worker's jobs (stale-locks.ts): the kills here come after it,
    // so that the new worker's own recovery at start is what is measured.
    await waitFor(
      async () =>
        (await one(world, sql`select extract(epoch from now() - pg_postmaster_start_time()) as age`)) >
        POSTMASTER_GRACE_SECONDS,
      {
        timeoutMs: 60_000,
        what: 'the database to be past its start grace',
      },
    );
    log(`[crashes] worker kill: set up in ${seconds(performance.now() - setupStarted)}`);
  }, 300_000);
  afterAll(() => teardown.release(), 120_000);

  it(`${CRASHES}× kill -9 of the worker process mid-load, restarted: its locked jobs recovered, every order offered, every event delivered`, async () => {
    const started = performance.now();
    const load = new Load(world, {
      baseUrl: `http://127.0.0.1:${port}`,
      clients: CLIENTS,
      tag: 'worker',
      workedEvery: WORKED_EVERY,
      paceMs: PACE_MS,
    });
    const heldAtKill: number[] = [];
    const recoveredMs: number[] = [];
    await underLoad(load, {
      cycles: CRASHES,
      gapMs: GAP_MS,
      tailMs: TAIL_MS,
      crash: async () => {
        const pools = await poolsOf(world, worker.pid);
        expect(pools.length).toBeGreaterThanOrEqual(2);
        const lockedByKilled = () => jobsLockedBy(world, pools);
        await worker.kill9();
        const killedAt = performance.now();
        heldAtKill.push(await lockedByKilled());
        await sleep(WORKER_DOWN_MS);
        worker = (await startWorkerProcess(world)).proc;
        // The new worker unlocks the dead one's jobs when it starts (and the cron every minute).
        await waitFor(async () => (await lockedByKilled()) === 0, {
          timeoutMs: 90_000,
          what: 'the killed worker’s jobs to be unlocked',
        });
        recoveredMs.push(performance.now() - killedAt);
      },
    });
    const verdict = await settleAndCheck(world, load);
    const losses = verdict.problems.length + load.hangs.length;
    recordResult({
      area: 'crashes',
      scenario: `kill -9 of the worker process under load (${CRASHES}×, down ${seconds(WORKER_DOWN_MS)} each, ${CLIENTS} agents, ${ORGANIZATIONS} orgs), worker restarted`,
      tries: verdict.counts.attempts!,
      unit: 'requests',
      held: heldText(
        verdict,
        `${heldAtKill.join('+')} jobs locked by the killed worker, unlocked ${recoveredMs.map(seconds).join(', ')} after the kill`,
      ),
      losses,
    });
    log(
      `[crashes] worker kill: ${seconds(performance.now() - started)}; attempts ${describeCounts(load.outcomes)}; moves ${describeCounts(load.moves)}; not done ${describeCounts(load.moveFailures)}; waited ${verdict.waited.join(', ')}; ${describeCounts(verdict.counts)}`,
    );

    expectNothingLost(verdict, load, losses);
  }, 600_000);
});

describeAtFullScale('crash: Postgres restarted under load (npm start layout)', () => {
  const teardown = new Teardown();
  let world: CrashWorld;
  let port: number;
  let launcher: NodeProcess;
  let webPid: number;
  const modes = ['fast', 'immediate'] as const;

  beforeAll(async () => {
    const setupStarted = performance.now();
    world = await startWorld(teardown, {
      prefix: 'aos-crash-pg',
      own: true,
      agents: ORGANIZATIONS,
      practitioners: PRACTITIONERS,
      offerWindowSeconds: OFFER_WINDOW_SECONDS,
    });
    port = await freePort();
    ({ proc: launcher, webPid } = await startLauncher(world, port));
    teardown.add(() => launcher.stop());
    log(`[crashes] pg restart: set up in ${seconds(performance.now() - setupStarted)}`);
  }, 300_000);
  afterAll(() => teardown.release(), 120_000);

  it(`pg_ctl restart -m ${modes.join(', then -m ')} mid-load: launcher, web and worker recover without a restart, /health tells the truth, nothing lost`, async () => {
    const started = performance.now();
    const baseUrl = `http://127.0.0.1:${port}`;
    const before = { launcher: launcher.pid, web: webPid };
    const load = new Load(world, { baseUrl, clients: CLIENTS, tag: 'pg', workedEvery: WORKED_EVERY, paceMs: PACE_MS });
    const watch = watchHealth(baseUrl, world.url, 50);
    const restarts: { mode: string; restartMs: number; healthyAfterMs: number }[] = [];
    const locks: ReturnType<typeof watchLocks>[] = [];
    try {
      await underLoad(load, {
        cycles: modes.length,
        gapMs: GAP_MS,
        tailMs: TAIL_MS,
        crash: async (cycle) => {
          const mode = modes[cycle]!;
          const pools = await registeredPools(world);
          const t0 = performance.now();
          await world.cluster!.restart(mode);
          // The runners the restart ended leave their jobs locked until stale-lock recovery unlocks them.
          locks.push(watchLocks(world, pools, t0));
          const restartMs = performance.now() - t0;
          // Healthy again (a beating worker included) without any process of the app being restarted.
          const healthyAfterMs = await waitHealthy(baseUrl, launcher, { worker: true, timeoutMs: 60_000 });
          restarts.push({ mode, restartMs, healthyAfterMs });
        },
      });
    } finally {
      await watch.stop();
    }
    const health = judgeHealth(watch.answers, watch.probes);
    const verdict = await settleAndCheck(world, load);
    await Promise.all(locks.map((l) => l.stop()));
    const lockText = locks
      .map(
        (l) =>
          `${l.seen.held} jobs held by the runners ended at restart ${locks.indexOf(l) + 1}, unlocked ${l.seen.unlockedAfterMs === null ? 'never' : `${seconds(l.seen.unlockedAfterMs)} after it`}`,
      )
      .join('; ');
    const webNow = childPids(launcher.pid, /web-server\.ts/);
    const processes = {
      launcherAlive: launcher.alive() && pidAlive(before.launcher),
      webAlive: pidAlive(before.web),
      webUnchanged: webNow.length === 1 && webNow[0] === before.web,
    };
    const healthWrong = health.outages.filter((o) => o.lies > 0 || o.okAfterMs === null).length;
    const saidWhileDown = health.outages
      .map(
        (o) =>
          `${o.downMs} ms down: ${describeCounts(o.saidWhileDown) || 'no answer inside'}, 200 again ${o.okAfterMs} ms after`,
      )
      .join('; ');
    const losses =
      verdict.problems.length + load.hangs.length + healthWrong + Object.values(processes).filter((ok) => !ok).length;
    recordResult({
      area: 'crashes',
      scenario: `Postgres restarted under load (pg_ctl restart -m ${modes.join(', -m ')}; npm start layout, ${CLIENTS} agents, ${ORGANIZATIONS} orgs)`,
      tries: verdict.counts.attempts!,
      unit: 'requests',
      held: heldText(
        verdict,
        `launcher and web server kept their pids; ${load.outcomes['503 TEMPORARILY_UNAVAILABLE'] ?? 0}×503 TEMPORARILY_UNAVAILABLE retried, slowest answer ${seconds(verdict.counts.maxAttemptMs!)}; ` +
          `/health (${health.answers} polls, slowest ${seconds(health.slowestMs)}): ${saidWhileDown}; ${lockText}`,
      ),
      losses,
    });
    log(
      `[crashes] pg restart: ${seconds(performance.now() - started)}; restarts ${JSON.stringify(restarts)}; health ${JSON.stringify(health.outages)}; ${lockText}; ` +
        `attempts ${describeCounts(load.outcomes)}; moves ${describeCounts(load.moves)}; not done ${describeCounts(load.moveFailures)}; waited ${verdict.waited.join(', ')}; ${describeCounts(verdict.counts)}`,
    );

    expect(verdict.problems).toEqual([]);
    expect(load.hangs).toEqual([]);
    expect(processes).toEqual({ launcherAlive: true, webAlive: true, webUnchanged: true });
    expect(health.outages.length).toBeGreaterThanOrEqual(1);
    for (const outage of health.outages) {
      expect(outage.lies).toBe(0);
      expect(outage.okAfterMs).not.toBeNull();
    }
    // While the database was away, /health said so (a restart may be too short for a poll in one of them).
    expect(health.outages.reduce((n, o) => n + (o.saidWhileDown['503 database down'] ?? 0), 0)).toBeGreaterThan(0);
    expect(verdict.counts.duplicateOrders).toBe(0);
    expect(verdict.counts.orders).toBe(verdict.counts.requests);
    expect(losses).toBe(0);
  }, 600_000);
});

/** How long the frozen worker stays stopped (SIGSTOP) while another worker runs. */
const FREEZE_MS = 60_000;
/**
 * The freeze keeps the load on for over a minute: at the other scenarios' 8 s window and pace, ~1,800 orders end
 * on offer, whose expiries alone ask ~230 jobs/s of the one live worker for as long as they cycle, and "no live
 * offer overdue" then measures that worker's throughput rather than the hand-over. A 20 s window still lapses
 * three times during the freeze; with the slower pace the cycling asks ~50 jobs/s.
 */
const FROZEN_OFFER_WINDOW_SECONDS = 20;
const FROZEN_PACE_MS = 300;

describeAtFullScale('fault: a worker frozen (SIGSTOP) beside a live one, under load', () => {
  const teardown = new Teardown();
  let world: CrashWorld;
  let port: number;
  let frozen: NodeProcess;

  beforeAll(async () => {
    world = await startWorld(teardown, {
      prefix: 'aos-frozen-worker',
      own: true,
      agents: ORGANIZATIONS,
      practitioners: PRACTITIONERS,
      offerWindowSeconds: FROZEN_OFFER_WINDOW_SECONDS,
    });
    port = await freePort();
    const web = (await startWeb(world, port)).proc;
    teardown.add(() => web.stop());
    frozen = (await startWorkerProcess(world)).proc;
    teardown.add(() => frozen.stop());
    const live = (await startWorkerProcess(world)).proc;
    teardown.add(() => live.stop());
  }, 300_000);
  afterAll(() => teardown.release(), 120_000);

  it(`a worker stopped for ${seconds(FREEZE_MS)}: its jobs move to the live worker after the heartbeat deadline, /health says degraded, nothing lost`, async () => {
    const load = new Load(world, {
      baseUrl: `http://127.0.0.1:${port}`,
      clients: CLIENTS,
      tag: 'frozen',
      workedEvery: WORKED_EVERY,
      paceMs: FROZEN_PACE_MS,
    });
    let heldAtFreeze = 0;
    let movedAfterMs = Number.NaN;
    let degradedAfterMs = Number.NaN;
    await underLoad(load, {
      cycles: 1,
      gapMs: GAP_MS,
      tailMs: TAIL_MS,
      crash: async () => {
        const pools = await poolsOf(world, frozen.pid);
        const lockedByFrozen = () => jobsLockedBy(world, pools);
        process.kill(frozen.pid, 'SIGSTOP');
        const frozenAt = performance.now();
        try {
          heldAtFreeze = await lockedByFrozen();
          await waitFor(
            async () => {
              const res = await fetch(`http://127.0.0.1:${port}/health`);
              const body = (await res.json()) as { worker?: string };
              return res.status === 200 && body.worker === 'degraded';
            },
            { timeoutMs: 40_000, what: '/health to say the worker is degraded' },
          );
          degradedAfterMs = performance.now() - frozenAt;
          // Jobs it held, and any a runner of it locks no more: none stays with it past the deadline.
          await waitFor(async () => (await lockedByFrozen()) === 0, {
            timeoutMs: (FROZEN_AFTER_SECONDS + 15) * 1000,
            what: 'the frozen worker’s jobs to be unlocked',
          });
          movedAfterMs = performance.now() - frozenAt;
          await sleep(Math.max(0, FREEZE_MS - (performance.now() - frozenAt)));
        } finally {
          process.kill(frozen.pid, 'SIGCONT');
        }
      },
    });
    const verdict = await settleAndCheck(world, load);
    const losses = verdict.problems.length + load.hangs.length;
    recordResult({
      area: 'crashes',
      scenario: `a worker frozen (SIGSTOP) for ${seconds(FREEZE_MS)} beside a live worker, under load (${CLIENTS} agents, ${ORGANIZATIONS} orgs)`,
      tries: verdict.counts.attempts!,
      unit: 'requests',
      held: heldText(
        verdict,
        `${heldAtFreeze} jobs locked by the frozen worker, all unlocked ${seconds(movedAfterMs)} after the freeze; /health degraded after ${seconds(degradedAfterMs)}`,
      ),
      losses,
    });
    expect(movedAfterMs).toBeLessThan((FROZEN_AFTER_SECONDS + 15) * 1000);
    expectNothingLost(verdict, load, losses);
  }, 600_000);
});
