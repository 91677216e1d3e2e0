// `npm start` with no HOST: the app answers on 127.0.0.1 and nowhere else. One real start of the launcher
// on a fresh embedded cluster of its own (EMBEDDED_PG_DIR), reusing the test run's build (NEXT_DIST_DIR).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stopEmbeddedPostgres } from '~/server/embedded-postgres/embedded-postgres';
import { freePort } from '~/test/app-server';
import { compileEntries } from './compile-entries.mjs';
import { launcherArgs } from './heap-limit';

/** Resolves `connected` or the connection error code. */
function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('ETIMEDOUT');
    });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
  });
}

/** Every address of this machine except 127.0.0.1 (link-local IPv6 with its zone). */
function otherAddresses(): string[] {
  const addresses = Object.entries(networkInterfaces()).flatMap(([name, list]) =>
    (list ?? []).map((a) =>
      a.family === 'IPv6' && a.address.toLowerCase().startsWith('fe80:') ? `${a.address}%${name}` : a.address,
    ),
  );
  // ::1 too: a dual-stack bind (`::`, what `next start` does without -H) answers there.
  return [...new Set([...addresses, '::1'])].filter((a) => a !== '127.0.0.1');
}

const parent = mkdtempSync(path.join(tmpdir(), 'aos-start-'));
chmodSync(parent, 0o755); // the postgres user must reach the cluster when tests run as root
const dataDir = path.join(parent, 'pg');
let launcher: ChildProcess | undefined;

afterAll(async () => {
  if (launcher?.pid && launcher.exitCode === null && launcher.signalCode === null) {
    const exited = new Promise((resolve) => launcher!.once('exit', resolve));
    process.kill(-launcher.pid, 'SIGTERM'); // the launcher's own process group: the launcher and its web server
    const timer = setTimeout(() => process.kill(-launcher!.pid!, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  await stopEmbeddedPostgres({ env: process.env, dataDir }).catch(() => undefined);
  rmSync(parent, { recursive: true, force: true });
}, 60_000);

describe('npm start', () => {
  it('binds 127.0.0.1 by default and is not reachable on any other address', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      EMBEDDED_PG_DIR: dataDir,
      WORKER: 'off',
      SKIP_BUILD: '1', // the global setup has built NEXT_DIST_DIR; never rebuild under the shared app server
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'), // not the project's .data/auth-secret
      LOG_LEVEL: 'info',
    };
    for (const name of ['HOST', 'DATABASE_URL', 'SERVICE_EMBEDDED_DB', 'SEED_DEMO']) delete env[name];
    let output = '';
    // As `npm start` runs it (package.json): compiled first, then without tsx; it spawns its web server the same way.
    const entries = await compileEntries();
    launcher = spawn(process.execPath, [...launcherArgs(process.env), path.join(entries, 'start.mjs')], {
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    launcher.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    launcher.stderr!.on('data', (c: Buffer) => (output += c.toString()));

    const deadline = Date.now() + 150_000;
    for (;;) {
      if (launcher.exitCode !== null) throw new Error(`the launcher exited with ${launcher.exitCode}:\n${output}`);
      if (
        await fetch(`http://127.0.0.1:${port}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error(`the app did not answer on 127.0.0.1:${port}:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }

    const others = otherAddresses();
    const results = Object.fromEntries(
      await Promise.all(others.map(async (a) => [a, await tryConnect(a, port)] as const)),
    );
    expect(results).toEqual(Object.fromEntries(others.map((a) => [a, expect.not.stringMatching(/^connected$/)])));
    expect(await tryConnect('127.0.0.1', port)).toBe('connected');

    expect(output).toContain(`listening on http://127.0.0.1:${port} (this machine only)`);
    // Loopback bind on the embedded database: the demo accounts are there.
    expect(output).toContain('demo accounts created');
    // The embedded database URL (with its password) is never logged.
    expect(output).not.toMatch(/postgres:\/\/postgres:/);
  }, 180_000);
});
