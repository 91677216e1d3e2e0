// The embedded cluster's superuser password: random, kept beside the cluster (0600), required with
// scram-sha-256; clusters made with the old fixed password `postgres` are moved over on their next start.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '~/test/app-server';
import { stopCluster } from '~/test/pg-ctl';
import { ensureEmbeddedPostgres, stopEmbeddedPostgres } from './embedded-postgres';
import { postgresBinaries, spawnIds } from './postgres-binaries';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** A data directory of its own; its parent is traversable so the postgres user can reach it as root. */
function scratchDataDir(): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'aos-embedded-pg-'));
  chmodSync(parent, 0o755);
  cleanups.push(async () => rmSync(parent, { recursive: true, force: true }));
  return path.join(parent, 'pg');
}

async function connectAs(port: number, password: string): Promise<unknown> {
  const sql = postgres({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password,
    database: 'postgres',
    max: 1,
    connect_timeout: 5,
    onnotice: () => {},
  });
  try {
    const [row] = await sql<{ ok: number }[]>`select 1 as ok`;
    return row?.ok;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** The password auth error, or the connection's result when it was accepted. */
const rejection = (port: number, password: string) =>
  connectAs(port, password).then(
    (ok) => ({ accepted: ok }),
    (e: { code?: string }) => ({ code: e.code }),
  );

async function hbaMethods(port: number, password: string): Promise<string[]> {
  const sql = postgres({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password,
    database: 'postgres',
    max: 1,
    onnotice: () => {},
  });
  try {
    const rows = await sql<{ auth_method: string }[]>`select auth_method from pg_hba_file_rules where error is null`;
    return [...new Set(rows.map((r) => r.auth_method))];
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/**
 * The authentication the server asks a TCP client on 127.0.0.1 for, read from the wire: 3 = cleartext
 * password, 5 = md5, 10 = SASL (scram-sha-256), 0 = none (trust).
 */
function authRequest(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
    const startup = Buffer.alloc(8 + params.length);
    startup.writeInt32BE(startup.length, 0);
    startup.writeInt32BE(196608, 4); // protocol 3.0
    params.copy(startup, 8);
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(startup));
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length < 9) return;
      socket.destroy();
      if (received[0] !== 'R'.charCodeAt(0))
        reject(new Error(`unexpected message ${String.fromCharCode(received[0]!)}`));
      else resolve(received.readInt32BE(5));
    });
    socket.on('error', reject);
  });
}

/**
 * A cluster as the code before this change made it: initdb with `postgres` / cleartext `password` auth. Run
 * from the binaries the app itself uses (a reachable copy when the checkout is not reachable by postgres).
 */
async function legacyCluster(
  dataDir: string,
  port: number,
): Promise<{ start(): Promise<void>; stop(): Promise<void> }> {
  const binaries = await postgresBinaries({ env: process.env });
  const ids = spawnIds();
  const pwfile = path.join(path.dirname(dataDir), 'legacy-password');
  writeFileSync(pwfile, 'postgres\n');
  if ('uid' in ids) chownSync(path.dirname(dataDir), ids.uid, ids.gid);
  if ('uid' in ids) chownSync(pwfile, ids.uid, ids.gid);
  const run = (file: string, args: string[]) => execFileSync(file, args, { ...ids, cwd: '/', stdio: 'ignore' });
  run(binaries.initdb, [
    `--pgdata=${dataDir}`,
    '--auth=password',
    '--username=postgres',
    `--pwfile=${pwfile}`,
    '--lc-messages=C',
  ]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dataDir}`;
  return {
    start: async () =>
      void run(binaries.pg_ctl, ['-D', dataDir, '-o', options, '-l', path.join(dataDir, 'server.log'), '-w', 'start']),
    stop: () => stopCluster(dataDir),
  };
}

describe('embedded Postgres superuser password', () => {
  it('is random on a fresh cluster, kept in <dataDir>.password with mode 0600, and the only one accepted', async () => {
    const dataDir = scratchDataDir();
    const port = await freePort();
    const logged: string[] = [];
    cleanups.push(() => stopEmbeddedPostgres({ env: process.env, dataDir }));

    const url = await ensureEmbeddedPostgres({
      env: process.env,
      port,
      dataDir,
      database: 'postgres',
      log: (line) => logged.push(line),
    });

    const file = `${dataDir}.password`;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(decodeURIComponent(new URL(url).password)).toBe(password);
    expect(logged.join('\n')).not.toContain(password);

    expect(await rejection(port, 'postgres')).toEqual({ code: '28P01' });
    expect(await rejection(port, '')).toEqual({ code: '28P01' });
    expect(await connectAs(port, password)).toBe(1);
    // Every pg_hba line asks for scram-sha-256 (initdb's default here would be cleartext `password`).
    expect(await hbaMethods(port, password)).toEqual(['scram-sha-256']);
    expect(await authRequest(port)).toBe(10);

    // The next command finds the same cluster and the same password.
    expect(
      await ensureEmbeddedPostgres({ env: process.env, port, dataDir, database: 'agent_order_service', log: () => {} }),
    ).toBe(url.replace(/\/postgres$/, '/agent_order_service'));
  });

  it('moves a running legacy cluster (password `postgres`) to a random password once, under concurrent starts', async () => {
    const dataDir = scratchDataDir();
    const port = await freePort();
    const cluster = await legacyCluster(dataDir, port);
    await cluster.start();
    cleanups.push(() => cluster.stop());
    expect(await connectAs(port, 'postgres')).toBe(1);
    expect(await readFile(path.join(dataDir, 'pg_hba.conf'), 'utf8')).toMatch(
      /^host\s+all\s+all\s+127\.0\.0\.1\/32\s+password\s*$/m,
    );
    expect(await authRequest(port)).toBe(3); // the password travels in clear text

    const urls = await Promise.all(
      [1, 2, 3].map(() =>
        ensureEmbeddedPostgres({ env: process.env, port, dataDir, database: 'postgres', log: () => {} }),
      ),
    );

    expect(new Set(urls).size).toBe(1);
    const password = readFileSync(`${dataDir}.password`, 'utf8').trim();
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(statSync(`${dataDir}.password`).mode & 0o777).toBe(0o600);
    expect(decodeURIComponent(new URL(urls[0]!).password)).toBe(password);
    expect(await rejection(port, 'postgres')).toEqual({ code: '28P01' });
    expect(await connectAs(port, password)).toBe(1);
    expect(await hbaMethods(port, password)).toEqual(['scram-sha-256']);
    expect(await authRequest(port)).toBe(10); // reloaded: the running server now asks for SCRAM
  });

  it('moves a stopped legacy cluster over when it starts it', async () => {
    const dataDir = scratchDataDir();
    const port = await freePort();
    await legacyCluster(dataDir, port);
    cleanups.push(() => stopEmbeddedPostgres({ env: process.env, dataDir }));

    const url = await ensureEmbeddedPostgres({ env: process.env, port, dataDir, database: 'postgres', log: () => {} });

    const password = readFileSync(`${dataDir}.password`, 'utf8').trim();
    expect(decodeURIComponent(new URL(url).password)).toBe(password);
    expect(await rejection(port, 'postgres')).toEqual({ code: '28P01' });
    expect(await connectAs(port, password)).toBe(1);
  });
});
