// Helpers of the races, receiver-faults and scale-out scenarios: a database, app servers and worker
// processes of a scenario's own. Nothing here touches process.env or the process-wide database handle, so
// the scenarios behave the same alone (`npm run test:reliability`) and imported together into one process
// (the fast subset inside `npm test`).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { connect, type Db } from '~/server/db/client';
import { startAppServer, type AppServer } from '~/test/app-server';
import type { ApiResponse } from '~/test/fixtures';
import { createDatabase, dropDatabase } from '~/test/test-database';

/**
 * What a scenario started, released in reverse order by `release()` (call it from the `afterAll` of the
 * scenario's own `describe`, so that in the fast subset it runs when that scenario ends, not at the end of
 * every scenario).
 */
export class Teardown {
  private readonly steps: (() => Promise<void>)[] = [];
  add(step: () => Promise<void>): void {
    this.steps.push(step);
  }
  async release(): Promise<void> {
    const errors: unknown[] = [];
    while (this.steps.length > 0) await this.steps.pop()!().catch((e: unknown) => errors.push(e));
    if (errors.length > 0) throw errors[0];
  }
}

export type OwnDatabase = { url: string; db: Db };

/** A database cloned from the migrated, seeded template, with a connection pool of its own. */
export async function ownDatabase(
  teardown: Teardown,
  prefix: string,
  options: { max?: number } = {},
): Promise<OwnDatabase> {
  const url = await createDatabase(inject('serverUrl'), { prefix, template: inject('templateDatabase') });
  const handle = connect(url, { max: options.max ?? 10 });
  teardown.add(async () => {
    await handle.sql.end({ timeout: 5 });
    await dropDatabase(inject('serverUrl'), url);
  });
  return { url, db: handle.db };
}

/** Settings every process of a scenario gets: its own database, never the embedded one, quiet logs. */
function processEnv(url: string, extra: Record<string, string> = {}): Record<string, string> {
  return { DATABASE_URL: url, SERVICE_EMBEDDED_DB: '0', LOG_LEVEL: 'error', ...extra };
}

/** The production web server (src/cli/web-server.ts) on the scenario's database. */
export async function ownAppServer(
  teardown: Teardown,
  url: string,
  extra: Record<string, string> = {},
): Promise<AppServer> {
  const server = await startAppServer(processEnv(url, extra));
  teardown.add(() => server.stop());
  return server;
}

export type WorkerProcess = { process: ChildProcess; stop: () => Promise<void>; output: () => string };

/**
 * `npm run worker` (src/cli/worker.ts) as a process of its own, on the scenario's database with the given
 * settings (read by its own config() at start). `stop` sends SIGTERM (SIGKILL after 15 s).
 */
export function startWorkerProcess(teardown: Teardown, url: string, extra: Record<string, string> = {}): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'cli', 'worker.ts')], {
    env: { ...process.env, ...processEnv(url, extra) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  // Its logs (stderr) also go to this process's stderr, as the app servers' do (the run's log is scanned).
  child.stderr!.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  teardown.add(stop);
  return { process: child, stop, output: () => output };
}

/** Outcome label of a response: `201`, `200 replay`, or `<status> <error code>`. */
export function outcome(r: ApiResponse<any>): string {
  if (r.status === 200 && r.headers.get('idempotent-replayed') === 'true') return '200 replay';
  if (r.status < 300) return String(r.status);
  return `${r.status} ${r.body?.error?.code ?? r.text.slice(0, 80)}`;
}

/** How many responses had each outcome. */
export function tally(results: ApiResponse<any>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of results) counts[outcome(r)] = (counts[outcome(r)] ?? 0) + 1;
  return counts;
}

/** `{ a: 1, b: 2 }` as `a: 1, b: 2`, for the summary table. */
export const describeCounts = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${v}×${k}`)
    .join(', ');
