// The embedded cluster starts wherever the checkout is: binaries the cluster's user cannot reach (a checkout
// in /root/<project> or a `mktemp -d` directory, run as root) run from a copy under the OS temp directory,
// made once; binaries within reach run in place. Here the source is a copy of the package's `native/`
// inside a fresh mode-700 `mktemp -d` directory.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '~/test/app-server';
import { ensureEmbeddedPostgres, stopEmbeddedPostgres } from './embedded-postgres';
import { copyDirFor, packageBinariesDir, postgresBinaries, type PostgresBinaries } from './postgres-binaries';

const root = userInfo().uid === 0;
const postgresId = (flag: '-u' | '-g') =>
  Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
});

/** A copy of the package's binaries (with its package.json beside, as installed) in a fresh mode-700 directory. */
async function unreachableSource(): Promise<string> {
  const parent = mkdtempSync(path.join(tmpdir(), 'aos-pgbin-src-'));
  chmodSync(parent, 0o700);
  const native = await packageBinariesDir();
  cpSync(native, path.join(parent, 'native'), { recursive: true, verbatimSymlinks: true });
  cpSync(path.join(native, '..', 'package.json'), path.join(parent, 'package.json'));
  cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
  return path.join(parent, 'native');
}

/** postgresBinaries() in a process of its own (another `npm start`, another CLI command). */
function inAnotherProcess(sourceDir: string): Promise<PostgresBinaries> {
  const module = path.resolve('src/server/embedded-postgres/postgres-binaries.ts');
  const code = `const { postgresBinaries } = await import(${JSON.stringify(module)});
process.stdout.write(JSON.stringify(await postgresBinaries({ env: process.env,  sourceDir: ${JSON.stringify(sourceDir)} })));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out) as PostgresBinaries) : reject(new Error(`exit ${code}: ${err}`)),
    );
  });
}

/** The program the cluster's postmaster runs, from its pid file. */
function postmasterProgram(dataDir: string): string {
  const pid = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]!;
  return realpathSync(`/proc/${pid}/exe`);
}

describe('Postgres binaries in a directory the cluster user cannot enter', () => {
  it(
    root
      ? 'as root: run from one copy under the temp directory, made once by concurrent callers'
      : 'not root: run in place',
    async () => {
      const source = await unreachableSource();
      const copyDir = copyDirFor(source);
      cleanups.push(() => rmSync(copyDir, { recursive: true, force: true }));
      const logged: string[] = [];

      // Three at once: two in this process, one in another (each takes the lock file, as separate commands do).
      const results = await Promise.all([
        postgresBinaries({ env: process.env, sourceDir: source, log: (l) => logged.push(l) }),
        postgresBinaries({ env: process.env, sourceDir: source, log: (l) => logged.push(l) }),
        inAnotherProcess(source),
      ]);

      if (!root) {
        // This user owns the directory: the binaries are run where they are, nothing is copied.
        for (const r of results) expect(r).toMatchObject({ origin: 'in-place', dir: realpathSync(source) });
        expect(existsSync(copyDir)).toBe(false);
        return;
      }
      // The precondition: the postgres user really cannot run the binaries where they are.
      const direct = spawnSync(path.join(source, 'bin', 'initdb'), ['--version'], {
        uid: postgresId('-u'),
        gid: postgresId('-g'),
      });
      expect((direct.error as NodeJS.ErrnoException | undefined)?.code).toBe('EACCES');

      expect(path.basename(copyDir)).toMatch(/^agent-order-service-pg-18\.4\.0-beta\.17-[0-9a-f]{12}$/);
      expect(path.dirname(copyDir)).toBe(tmpdir());
      for (const r of results)
        expect(r).toMatchObject({
          dir: copyDir,
          pg_ctl: path.join(copyDir, 'bin', 'pg_ctl'),
          initdb: path.join(copyDir, 'bin', 'initdb'),
        });
      expect(results.map((r) => r.origin).sort()).toEqual(['created', 'reused', 'reused']);
      expect(results[0]!.reason).toMatch(/the postgres user cannot enter .*aos-pgbin-src-.* \(mode 700/);
      // Made once, atomically: no staging directory or lock file is left beside it.
      const siblings = readdirSync(tmpdir()).filter((name) => name.startsWith(path.basename(copyDir)));
      expect(siblings).toEqual([path.basename(copyDir)]);
      // The whole native/ tree, readable and runnable by everyone, changeable by its owner (root) only.
      for (const sub of [
        'bin/initdb',
        'bin/pg_ctl',
        'bin/postgres',
        'lib/libpq.so.5.18',
        'lib/postgresql/plpgsql.so',
        'share/postgresql/postgres.bki',
      ]) {
        expect(existsSync(path.join(copyDir, sub)), sub).toBe(true);
      }
      expect(readlinkSync(path.join(copyDir, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18'); // relative, as in the package
      for (const file of [
        copyDir,
        path.join(copyDir, 'bin'),
        path.join(copyDir, 'bin', 'postgres'),
        path.join(copyDir, 'share', 'postgresql'),
      ]) {
        const st = lstatSync(file);
        expect(st.uid).toBe(0);
        expect(st.mode & 0o777, file).toBe(0o755);
      }
      expect(statSync(path.join(copyDir, 'share', 'postgresql', 'postgres.bki')).mode & 0o777).toBe(0o644);
      const made = statSync(copyDir);

      // A later call reuses it as it is.
      expect(await postgresBinaries({ env: process.env, sourceDir: source })).toMatchObject({
        origin: 'reused',
        dir: copyDir,
      });
      expect(statSync(copyDir).ino).toBe(made.ino);
      expect(logged.filter((l) => l.includes('running them from a copy'))).toHaveLength(1);
    },
    60_000,
  );

  it('a cluster initialises, starts and answers on its own port and data directory', async () => {
    const source = await unreachableSource();
    const copyDir = copyDirFor(source);
    cleanups.push(() => rmSync(copyDir, { recursive: true, force: true }));
    const dataParent = mkdtempSync(path.join(tmpdir(), 'aos-pgbin-data-'));
    chmodSync(dataParent, 0o755); // the data directory is within the postgres user's reach (defaultDataDir sees to that)
    cleanups.push(() => rmSync(dataParent, { recursive: true, force: true }));
    const dataDir = path.join(dataParent, 'pg');
    const port = await freePort();
    cleanups.push(() => stopEmbeddedPostgres({ env: process.env, dataDir, binariesDir: source }));

    // Before this change: spawn .../native/bin/initdb EACCES.
    const url = await ensureEmbeddedPostgres({
      env: process.env,
      port,
      dataDir,
      database: 'postgres',
      binariesDir: source,
      log: () => {},
    });

    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql<{ one: number; port: string; dir: string; encoding: string }[]>`
        select 1 as one, current_setting('port') as port, current_setting('data_directory') as dir, current_setting('server_encoding') as encoding`;
      expect(row).toEqual({ one: 1, port: String(port), dir: dataDir, encoding: 'UTF8' });
      const [hba] = await sql<
        { methods: string[] }[]
      >`select array_agg(distinct auth_method) as methods from pg_hba_file_rules where error is null`;
      expect(hba!.methods).toEqual(['scram-sha-256']);
    } finally {
      await sql.end({ timeout: 1 });
    }
    expect(new URL(url).port).toBe(String(port));
    expect(statSync(`${dataDir}.password`).mode & 0o777).toBe(0o600);
    // initdb's password file is gone.
    expect(readdirSync(dataParent).sort()).toEqual(['pg', 'pg.password']);
    // The server runs the copy's postgres as root, the package's own one otherwise.
    expect(postmasterProgram(dataDir)).toBe(path.join(root ? copyDir : realpathSync(source), 'bin', 'postgres'));
    expect(statSync(path.join(dataDir, 'PG_VERSION')).uid).toBe(root ? postgresId('-u') : userInfo().uid);

    // Stopped and started again through the same binaries.
    expect(await stopEmbeddedPostgres({ env: process.env, dataDir, binariesDir: source })).toContain('stopped');
    expect(
      await ensureEmbeddedPostgres({
        env: process.env,
        port,
        dataDir,
        database: 'postgres',
        binariesDir: source,
        log: () => {},
      }),
    ).toBe(url);
  }, 90_000);
});
