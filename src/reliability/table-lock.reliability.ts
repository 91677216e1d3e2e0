// A 20 s table lock (a migration's ALTER TABLE, an operator's LOCK TABLE) on a table /health reads
// (worker_process) and on one every /v1 call reads (api_key), under the `npm start` layout and a steady load
// of agents, plus a burst that exhausts the web pool so that some requests wait past the 14 s backstop.
// What must hold, as the clients see it from outside:
// - /health answers 200 `degraded` with `database: "slow"` throughout (Postgres is up: never "down", never
//   503), and 200 with a beating worker again once the lock is gone;
// - every /v1 answer is its normal answer or 503 with the error envelope and Retry-After, never another 5xx;
//   every one arrives strictly before 15 s as the client measures it (asserted < 14.9 s), those held past the
//   backstop included;
// - nothing half-written: retried with the same Idempotency-Key, every order request has exactly one order
//   with its payment, history and event, every event is delivered, the books are sound.
// Full scale only (the lock alone is 20 s; readiness.test.ts covers the probe's reading inside `npm test`).
import postgres from 'postgres';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitFor } from '~/test/file-database';
import { recordResult } from './record-result';
import { describeAtFullScale } from './scale';
import { Teardown } from './own-instance';
import {
  describeCounts,
  freePort,
  label,
  Load,
  settleAndCheck,
  sleep,
  startLauncher,
  startWorld,
  watchHealth,
  type Attempt,
  type CrashWorld,
  type HealthAnswer,
  type NodeProcess,
  seconds,
} from './crash-world';

const LOCK_MS = 20_000;
/** Tables locked together: the one /health reads and the one every /v1 call authenticates against. */
const LOCKED = 'worker_process, api_key';
/** The spec's promise is an answer within 15 s; a client with exactly that timeout must read ours. */
const CLIENT_LIMIT_MS = 14_900;
/** Order requests sent at once a second into the lock: more than the web pool's 10 connections. */
const BURST = 30;
const CLIENTS = 4;

type Judged = { what: string; at: number; attempt: Attempt };

/** Why an answer breaks the promise (null when it keeps it): a 5xx other than 503, a bare 503, a slow answer. */
function wrongAnswer(a: Attempt): string | null {
  if ('error' in a) return `network ${a.error} after ${Math.round(a.ms)} ms`;
  if (a.ms >= CLIENT_LIMIT_MS) return `${label(a)} after ${Math.round(a.ms)} ms`;
  if (a.status === 503) {
    const retryAfter = Number(a.headers.get('retry-after'));
    if (a.body?.error?.code !== 'TEMPORARILY_UNAVAILABLE' || typeof a.body.error.message !== 'string')
      return `503 without the envelope: ${JSON.stringify(a.body)}`;
    if (!(retryAfter >= 1)) return `503 without Retry-After (${a.headers.get('retry-after')})`;
    return null;
  }
  if (a.status >= 500) return `${label(a)} after ${Math.round(a.ms)} ms`;
  return null;
}

/** GET /v1/orders, timed as a client sees it. */
async function timedGet(baseUrl: string, key: string): Promise<Attempt> {
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}/v1/orders?limit=5`, {
      headers: { Authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(40_000),
    });
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.status, headers: res.headers, body, ms: performance.now() - started };
  } catch (e) {
    return { error: (e as Error).name, ms: performance.now() - started };
  }
}

/** What /health said, by the lock's time line. */
function judgeLockHealth(answers: HealthAnswer[], lockedAt: number, releasedAt: number) {
  const said = (a: HealthAnswer) => {
    if (a.status !== 200) return `${a.status} ${a.body.slice(0, 80)}`;
    const body = JSON.parse(a.body) as { status?: string; database?: string; worker?: string };
    return `200 ${body.status ?? 'ok'}${body.database ? ` database ${body.database}` : ''}${body.worker ? ` worker ${body.worker}` : ''}`;
  };
  const count = (list: HealthAnswer[]) => {
    const counts: Record<string, number> = {};
    for (const a of list) counts[said(a)] = (counts[said(a)] ?? 0) + 1;
    return counts;
  };
  // Asked once the lock was held and answered before it was released: the probe surely waited on it.
  const during = answers.filter((a) => a.start >= lockedAt && a.end <= releasedAt);
  const firstOk = answers.find((a) => a.start >= releasedAt && said(a) === '200 ok worker ok');
  const okAfterMs = firstOk ? firstOk.end - releasedAt : null;
  // Once healthy again, it stays so.
  const after = firstOk ? answers.filter((a) => a.start >= firstOk.start) : [];
  return {
    during: count(during),
    // Between the release and the first 200 with a beating worker.
    meanwhile: count(answers.filter((a) => a.start >= releasedAt && (!firstOk || a.start < firstOk.start))),
    duringWrong: during.filter((a) => said(a) !== '200 degraded database slow').length,
    after: count(after),
    afterWrong: after.filter((a) => said(a) !== '200 ok worker ok').length,
    down: answers.filter((a) => a.status !== 200 || a.body.includes('down')).length,
    // Each answer that was not 200, with when it was asked (s from the lock being taken).
    notOk: answers
      .filter((a) => a.status !== 200 || a.body.includes('down'))
      .map((a) => `${said(a)} asked at ${((a.start - lockedAt) / 1000).toFixed(1)} s`),
    okAfterMs,
    slowestMs: Math.max(0, ...answers.map((a) => a.end - a.start)),
  };
}

describeAtFullScale('fault: a 20 s table lock under load (npm start layout)', () => {
  const teardown = new Teardown();
  let world: CrashWorld;
  let baseUrl: string;
  let launcher: NodeProcess;

  beforeAll(async () => {
    world = await startWorld(teardown, {
      prefix: 'aos-table-lock',
      own: false,
      agents: 2,
      practitioners: 2,
      offerWindowSeconds: 30,
    });
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    launcher = (await startLauncher(world, port)).proc;
    teardown.add(() => launcher.stop());
  }, 300_000);
  afterAll(() => teardown.release(), 120_000);

  it(`LOCK TABLE ${LOCKED} for ${seconds(LOCK_MS)}: /health says slow (200 degraded) and ok after, /v1 answers or 503 + Retry-After before 15 s, nothing half-written`, async () => {
    const judged: Judged[] = [];
    const load = new Load(world, {
      baseUrl,
      clients: CLIENTS,
      tag: 'lock',
      workedEvery: 6,
      paceMs: 200,
      onAttempt: (request, attempt) =>
        judged.push({ what: `${request.method} ${request.path}`, at: performance.now() - attempt.ms, attempt }),
    });
    const health = watchHealth(baseUrl, world.url, 200);
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const attempt = await timedGet(baseUrl, world.agents[0]!.apiKey);
        judged.push({ what: 'GET /v1/orders', at: performance.now() - attempt.ms, attempt });
        await sleep(200);
      }
    })();
    // Its own connection with no statement timeout, as a migration or an operator's psql would have.
    const locker = postgres(world.url, { max: 1, onnotice: () => {} });
    let lockedAt = 0;
    let releasedAt = 0;
    load.start();
    try {
      await sleep(3000);
      await locker.begin(async (tx) => {
        await tx.unsafe(`lock table ${LOCKED} in access exclusive mode`);
        lockedAt = performance.now();
        await sleep(1000);
        load.burst(BURST);
        await sleep(LOCK_MS - 1000);
      });
      releasedAt = performance.now();
      await waitFor(
        async () => {
          const res = await fetch(`${baseUrl}/health`);
          return res.status === 200 && ((await res.json()) as { worker?: string }).worker === 'ok';
        },
        { timeoutMs: 30_000, what: '/health ok after the lock' },
      );
      await sleep(3000);
    } finally {
      reading = false;
      await load.stopCreating();
      await reader;
      await health.stop();
      await locker.end({ timeout: 2 });
    }
    const verdict = await settleAndCheck(world, load);

    const lockHealth = judgeLockHealth(health.answers, lockedAt, releasedAt);
    const wrong = judged.flatMap((j) => {
      const why = wrongAnswer(j.attempt);
      return why ? [`${j.what}: ${why}`] : [];
    });
    // The calls that waited on the lock: asked while it was held.
    const waited = judged.filter((j) => j.at >= lockedAt && j.at < releasedAt);
    const waitedCounts: Record<string, number> = {};
    for (const j of waited) waitedCounts[label(j.attempt)] = (waitedCounts[label(j.attempt)] ?? 0) + 1;
    const slowest = Math.max(0, ...judged.map((j) => j.attempt.ms));
    // Answered by the 14 s backstop (the pool's own 10 s statement limit answers the others sooner).
    const backstop = judged.filter((j) => 'status' in j.attempt && j.attempt.status === 503 && j.attempt.ms > 13_500);
    const backstopMs = backstop.map((j) => j.attempt.ms);
    const backstopRange = backstopMs.length
      ? `${(Math.min(...backstopMs) / 1000).toFixed(2)}-${(Math.max(...backstopMs) / 1000).toFixed(2)} s`
      : 'none';
    const losses =
      verdict.problems.length +
      wrong.length +
      lockHealth.duringWrong +
      lockHealth.afterWrong +
      lockHealth.down +
      (lockHealth.okAfterMs === null ? 1 : 0);
    recordResult({
      area: 'crashes',
      scenario: `LOCK TABLE ${LOCKED} IN ACCESS EXCLUSIVE MODE for ${seconds(LOCK_MS)} under load (npm start layout, ${CLIENTS} agents and a reader, a burst of ${BURST} orders into the lock)`,
      tries: judged.length,
      unit: '/v1 calls',
      held:
        `/health while locked: ${describeCounts(lockHealth.during)}; ok again ${lockHealth.okAfterMs === null ? 'never' : `${seconds(lockHealth.okAfterMs)} after the release`} (${describeCounts(lockHealth.meanwhile) || 'at once'}); ${lockHealth.down} non-200${lockHealth.notOk.length ? ` (${lockHealth.notOk.join('; ')})` : ''}; ` +
        `${waited.length} /v1 calls asked during the lock: ${describeCounts(waitedCounts)}; ${backstop.length} answered by the 14 s backstop (${backstopRange}); slowest answer ${seconds(slowest)}; ` +
        `${verdict.counts.requests} order requests → ${verdict.counts.orders} orders, ${verdict.counts.duplicateOrders} duplicates, every event delivered, ledger clean`,
      losses,
    });

    expect(wrong).toEqual([]);
    expect(slowest).toBeLessThan(CLIENT_LIMIT_MS);
    expect(backstop.length).toBeGreaterThan(0);
    expect(lockHealth.down).toBe(0);
    expect(lockHealth.duringWrong).toBe(0);
    expect(Object.keys(lockHealth.during)).toEqual(['200 degraded database slow']);
    expect(lockHealth.okAfterMs).not.toBeNull();
    expect(lockHealth.afterWrong).toBe(0);
    expect(verdict.problems).toEqual([]);
    expect(verdict.counts.duplicateOrders).toBe(0);
    expect(verdict.counts.orders).toBe(verdict.counts.requests);
  }, 600_000);
});
