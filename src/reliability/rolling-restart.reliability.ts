// The rolling restart of several web processes (WEB_CONCURRENCY=2, web-cluster.ts): under a steady stream of
// /v1 GETs and order POSTs, `kill -HUP <primary>` replaces each web process one at a time (a new one listens
// before an old one is stopped), so clients never see a refused or dropped connection nor a 5xx, and every
// order request still has exactly one order. Full scale only: it boots four Next processes.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitFor } from '~/test/file-database';
import { recordResult } from './record-result';
import { describeAtFullScale } from './scale';
import { Teardown } from './own-instance';
import {
  childPids,
  describeCounts,
  freePort,
  label,
  Load,
  settleAndCheck,
  sleep,
  startWeb,
  startWorkerProcess,
  startWorld,
  type Attempt,
  type CrashWorld,
  type NodeProcess,
  seconds,
} from './crash-world';

const PROCESSES = 2;
const CLIENTS = 3;

/** GET /v1/orders, as a client sees it. */
async function timedGet(baseUrl: string, key: string): Promise<Attempt> {
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}/v1/orders?limit=5`, {
      headers: { Authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(20_000),
    });
    await res.arrayBuffer();
    return { status: res.status, headers: res.headers, body: undefined, ms: performance.now() - started };
  } catch (e) {
    const err = e as { name?: string; cause?: { code?: string } };
    return { error: err.cause?.code ?? err.name ?? 'error', ms: performance.now() - started };
  }
}

describeAtFullScale('rolling restart of the web processes (SIGHUP to the primary) under load', () => {
  const teardown = new Teardown();
  let world: CrashWorld;
  let baseUrl: string;
  let primary: NodeProcess;

  beforeAll(async () => {
    world = await startWorld(teardown, {
      prefix: 'aos-rolling',
      own: false,
      agents: 2,
      practitioners: 2,
      offerWindowSeconds: 30,
    });
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    primary = (await startWeb(world, port, { WEB_CONCURRENCY: String(PROCESSES) })).proc;
    teardown.add(() => primary.stop());
    const worker = (await startWorkerProcess(world)).proc;
    teardown.add(() => worker.stop());
    await waitFor(async () => childPids(primary.pid, /web-server\.ts/).length === PROCESSES, {
      what: `${PROCESSES} web processes`,
      timeoutMs: 120_000,
    });
  }, 300_000);
  afterAll(() => teardown.release(), 120_000);

  it(`SIGHUP replaces the ${PROCESSES} web processes one at a time: no refused connection, no 5xx, nothing lost`, async () => {
    const answers: { what: string; attempt: Attempt }[] = [];
    const load = new Load(world, {
      baseUrl,
      clients: CLIENTS,
      tag: 'rolling',
      workedEvery: 5,
      paceMs: 50,
      onAttempt: (request, attempt) => answers.push({ what: `${request.method} ${request.path}`, attempt }),
    });
    const before = childPids(primary.pid, /web-server\.ts/).sort();
    // The web processes over time, sampled: one at a time means never fewer than PROCESSES listening-or-starting
    // and never more than one extra.
    const samples: number[][] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        samples.push(childPids(primary.pid, /web-server\.ts/));
        await sleep(50);
      }
    })();
    let reading = true;
    const reader = (async () => {
      while (reading) {
        answers.push({ what: 'GET /v1/orders', attempt: await timedGet(baseUrl, world.agents[0]!.apiKey) });
        await sleep(20);
      }
    })();
    let replacedMs = Number.NaN;
    load.start();
    try {
      await sleep(2000);
      const hup = performance.now();
      process.kill(primary.pid, 'SIGHUP');
      await waitFor(
        async () => {
          if (!primary.alive()) throw new Error(`the primary exited:\n${primary.output()}`);
          const now = childPids(primary.pid, /web-server\.ts/);
          return now.length === PROCESSES && now.every((pid) => !before.includes(pid));
        },
        { what: 'every web process replaced', timeoutMs: 240_000 },
      );
      replacedMs = performance.now() - hup;
      await sleep(2000);
    } finally {
      reading = false;
      sampling = false;
      await load.stopCreating();
      await Promise.all([reader, sampler]);
    }
    const verdict = await settleAndCheck(world, load);
    const after = childPids(primary.pid, /web-server\.ts/).sort();
    const counts: Record<string, number> = {};
    const key = (a: (typeof answers)[number]) => `${a.what.split(' ')[0]} ${label(a.attempt)}`;
    for (const a of answers) counts[key(a)] = (counts[key(a)] ?? 0) + 1;
    const wrong = answers.filter((a) => 'error' in a.attempt || a.attempt.status >= 500);
    const sizes = samples.map((s) => s.length);
    const allPids = [...new Set(samples.flat())];
    const losses = wrong.length + verdict.problems.length;
    recordResult({
      area: 'crashes',
      scenario: `rolling restart (SIGHUP to the primary) of ${PROCESSES} web processes under a steady stream of /v1 GETs and order POSTs (${CLIENTS} agents and a reader)`,
      tries: answers.length,
      unit: 'requests',
      held:
        `${describeCounts(counts)}; web processes ${before.length} → ${after.length}, all new after ${seconds(replacedMs)} ` +
        `(${allPids.length} pids seen, ${Math.min(...sizes)}-${Math.max(...sizes)} at once); ` +
        `${verdict.counts.requests} order requests → ${verdict.counts.orders} orders, ${verdict.counts.duplicateOrders} duplicates, every event delivered, ledger clean`,
      losses,
    });

    expect(wrong.map((a) => `${a.what}: ${label(a.attempt)}`)).toEqual([]);
    expect(after).toHaveLength(PROCESSES);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
    // One at a time: a new process joins before an old one leaves, never two new or two retiring at once.
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(PROCESSES);
    expect(Math.max(...sizes)).toBe(PROCESSES + 1);
    expect(allPids).toHaveLength(2 * PROCESSES);
    expect(verdict.problems).toEqual([]);
    expect(verdict.counts.orders).toBe(verdict.counts.requests);
  }, 600_000);
});
