// `npm start` never leaves a half-alive process tree: when the web server dies the launcher stops the
// worker and exits non-zero; SIGTERM stops everything within seconds; a killed launcher takes its web
// server with it. With several web processes (node:cluster), "the web server" is their primary: killing it ends
// the launcher the same way, and no web process is left. Real launches on an embedded cluster of this file's
// own, reusing the test run's build.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stopEmbeddedPostgres } from '~/server/embedded-postgres/embedded-postgres';
import { freePort } from '~/test/app-server';
import { waitFor } from '~/test/file-database';

const parent = mkdtempSync(path.join(tmpdir(), 'aos-launcher-'));
chmodSync(parent, 0o755); // the postgres user must reach the cluster when tests run as root
const dataDir = path.join(parent, 'pg');
const pgPort = await freePort();
const launched: ChildProcess[] = [];

afterAll(async () => {
  for (const launcher of launched) if (groupAlive(launcher.pid!)) process.kill(-launcher.pid!, 'SIGKILL');
  await stopEmbeddedPostgres({ env: process.env, dataDir }).catch(() => undefined);
  rmSync(parent, { recursive: true, force: true });
}, 60_000);

/** Processes of a process group (the launcher's: tsx, the launcher, the web server), by pid → command line. */
function groupMembers(pgid: number): Map<number, string> {
  const members = new Map<number, string>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // Field 5 of /proc/<pid>/stat is the process group; the command (field 2) may hold spaces.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] !== 'Z' && Number(fields[2]) === pgid)
        members.set(Number(pid), readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' '));
    } catch {
      // gone meanwhile
    }
  }
  return members;
}
const groupAlive = (pgid: number) => groupMembers(pgid).size > 0;
/** The parent of a process (field 4 of its stat). */
const parentOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
};
/** Web server processes: the cluster's primary and its workers share one command line; the primary's parent is the launcher. */
const webServers = (pgid: number) =>
  [...groupMembers(pgid)].filter(([, cmd]) => /web-server\.ts/.test(cmd)).map(([pid]) => pid);
/** The node process running start.ts under tsx's loader (not tsx's own CLI process, its parent). */
const launcherPid = (pgid: number) =>
  [...groupMembers(pgid)].find(([, cmd]) => cmd.includes('src/cli/start.ts') && !/\.bin\/tsx|cli\.mjs/.test(cmd))?.[0];

async function launch(extra: Record<string, string> = {}) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extra,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_PG_DIR: dataDir,
    SKIP_BUILD: '1', // the global setup has built NEXT_DIST_DIR
    SEED_DEMO: '0',
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'info',
  };
  for (const name of ['HOST', 'DATABASE_URL', 'SERVICE_EMBEDDED_DB', 'WORKER', 'HEALTH_REQUIRE_WORKER'])
    delete env[name];
  let output = '';
  const launcher = spawn(path.join('node_modules', '.bin', 'tsx'), ['src/cli/start.ts'], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  launched.push(launcher);
  launcher.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  launcher.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));
  await waitFor(
    async () => {
      if (launcher.exitCode !== null) throw new Error(`the launcher exited with ${launcher.exitCode}:\n${output}`);
      const res = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
      // The worker runs in the launcher, so the web server requires it: ok means both are up.
      return res?.ok ? ((await res.json()) as { worker?: string }).worker === 'ok' : false;
    },
    { timeoutMs: 150_000, what: 'the app to be healthy' },
  );
  const pgid = launcher.pid!;
  const main = launcherPid(pgid);
  const web = webServers(pgid).find((pid) => parentOf(pid) === main)!;
  return { launcher, pgid, exited, output: () => output, web, main };
}

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);

describe('npm start supervision', () => {
  it('the web server dies: the launcher stops the worker and exits non-zero, leaving no process behind', async () => {
    const app = await launch();
    expect(app.web).toBeGreaterThan(0);
    process.kill(app.web, 'SIGKILL');
    const code = await within(app.exited, 20_000);
    expect(code).not.toBe('timeout');
    expect(code).not.toBe(0);
    await waitFor(async () => !groupAlive(app.pgid), {
      timeoutMs: 5000,
      what: `the process group to be empty: ${JSON.stringify([...groupMembers(app.pgid)])}`,
    });
    expect(app.output()).toContain('the web server exited');
  }, 200_000);

  it('two web processes: killing their primary by its pid ends the launcher, leaving no web process', async () => {
    const app = await launch({ WEB_CONCURRENCY: '2' });
    await waitFor(async () => webServers(app.pgid).length === 3, {
      timeoutMs: 60_000,
      what: 'a primary and 2 workers',
    });
    expect(webServers(app.pgid).filter((pid) => parentOf(pid) === app.web)).toHaveLength(2);
    process.kill(app.web, 'SIGKILL');
    const code = await within(app.exited, 20_000);
    expect(code).not.toBe('timeout');
    expect(code).not.toBe(0);
    await waitFor(async () => !groupAlive(app.pgid), {
      timeoutMs: 10_000,
      what: `the process group to be empty: ${JSON.stringify([...groupMembers(app.pgid)])}`,
    });
  }, 200_000);

  it('SIGTERM: the web server and the worker stop within seconds, exit 0', async () => {
    const app = await launch();
    process.kill(app.pgid, 'SIGTERM'); // tsx passes it on to the launcher
    expect(await within(app.exited, 15_000)).toBe(0);
    await waitFor(async () => !groupAlive(app.pgid), { timeoutMs: 5000, what: 'the process group to be empty' });
  }, 200_000);

  it('the launcher is killed outright: its web server exits too', async () => {
    const app = await launch();
    expect(app.main).toBeGreaterThan(0);
    process.kill(app.main!, 'SIGKILL');
    await waitFor(async () => !groupAlive(app.pgid), {
      timeoutMs: 10_000,
      what: `the process group to be empty: ${JSON.stringify([...groupMembers(app.pgid)])}`,
    });
  }, 200_000);
});
