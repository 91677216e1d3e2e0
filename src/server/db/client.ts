import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { config } from '~/server/config';
import { tracedSql } from '~/server/observability/traced-sql';
import { tracingOn } from '~/server/observability/tracing';
import * as schema from './schema';

export type Db = PostgresJsDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Domain functions accept either, so a caller can compose them inside its own transaction. */
export type DbOrTx = Db | Tx;

/** `size`: the pool's most connections (fillPool opens them all). */
type Handle = { db: Db; sql: postgres.Sql; url: string; size: number };

/**
 * Pool settings. The connection-level timeouts always apply; the two server-side session timeouts apply
 * only when given (null or 0: none), so that migrations, the worker or the CLI can run long statements.
 */
export type PoolOptions = {
  max?: number;
  /** Seconds to open a connection (TCP, TLS, authentication) before the query fails with CONNECT_TIMEOUT. */
  connectTimeoutSeconds?: number;
  /** Server-side `statement_timeout` of every session, in ms; a longer statement fails with 57014. */
  statementTimeoutMs?: number | null;
  /** Server-side `idle_in_transaction_session_timeout`, in ms: a transaction left idle ends its session. */
  idleInTransactionTimeoutMs?: number | null;
  /** `application_name` of the sessions (pg_stat_activity). */
  applicationName?: string;
  /** Called with every statement sent and its parameters (postgres.js `debug`): tests and bench capture them. */
  onStatement?: (statement: string, parameters: unknown[]) => void;
  /**
   * false: the sessions' commits do not wait for their WAL flush (`synchronous_commit = off`). Only for the key
   * check's pool (KEY_CHECK_POOL), whose writes are counters.
   */
  synchronousCommit?: boolean;
  /** Seconds an unused connection stays open; null: until its lifetime (25-35 min) ends. Default 30. */
  idleTimeoutSeconds?: number | null;
};

/** Idle connections are closed after 30 s unless told otherwise (WEB_SERVER_POOL). */
const IDLE_TIMEOUT_SECONDS = 30;
const DEFAULT_MAX = 10;

/**
 * The pool of a process serving HTTP requests: an API answers in a few seconds or says 503, so no
 * statement may run longer than 10 s and no transaction may sit idle for 15 s.
 */
export const WEB_POOL: Readonly<PoolOptions> = {
  max: DEFAULT_MAX,
  connectTimeoutSeconds: 3,
  statementTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 15_000,
};

/**
 * The /v1 key check's own pool, beside the process's (getKeyCheckDb), with the process's settings otherwise: its
 * one statement writes only counters (the key's rate-limit window, its `last_used_at` once a minute), and waiting
 * for their WAL flush was most of a GET's time in Postgres (docs/performance.md, finding 99). A commit here is
 * visible at once like any other; a crash of the database can lose the last fraction of a second of counts, never an
 * order or a movement of money, which commit on the process's pool and wait for their flush (a later flush carries
 * everything written before it). As many connections as the process's pool: with fewer, requests queued behind a
 * connection that hangs (a network partition) wait for the /v1 deadline instead of failing to connect within 3 s.
 */
export const KEY_CHECK_POOL: Readonly<
  Pick<PoolOptions, 'synchronousCommit' | 'applicationName' | 'idleTimeoutSeconds'>
> = {
  synchronousCommit: false,
  // Opened on demand, even in the web server (WEB_SERVER_POOL): its sessions run one cheap statement, and a
  // connection kept idle is one a healed network partition may have reset unseen (decisions.md, seventh session).
  idleTimeoutSeconds: IDLE_TIMEOUT_SECONDS,
  // So that pg_stat_activity tells its sessions from the ones that wait for the flush.
  applicationName: 'aos-key-check',
};

/**
 * The pool of a process running the worker: 20 connections shared by its 36 job slots (4 for jobs, 32 for webhook
 * deliveries, worker/runner.ts), and statements up to 60 s.
 */
export const WORKER_POOL: Readonly<PoolOptions> = { ...WEB_POOL, max: 20, statementTimeoutMs: 60_000 };

/**
 * The web server's process pool (cli/web-server.ts): WEB_POOL, all of whose connections it opens at start (fillPool)
 * and keeps while unused. A Postgres session's first order costs it tens of ms of CPU (its catalog caches, each
 * statement's plan, the foreign keys' checks), and a burst after a quiet spell met up to 10 of them at once: its first
 * half second waited up to 800 ms (docs/performance.md, findings 102 and 117). postgres.js hands idle connections out
 * in turn, so any traffic warms them all. A session still ends at its lifetime; TCP keepalive (postgres.js, 60 s)
 * keeps a NAT from dropping an idle one unseen.
 */
export const WEB_SERVER_POOL: Readonly<PoolOptions> = { ...WEB_POOL, idleTimeoutSeconds: null };

/** Every connection is replaced after 25-35 min (jittered, so they do not all rotate at once). */
const maxLifetimeSeconds = () => 60 * (25 + Math.random() * 10);
/**
 * Delay before a closed connection reconnects, after `retries` failed connections in a row (reset by the
 * first success). postgres.js' default grows to 10-20 s, during which a query waits without even trying
 * to connect: requests hung for 30-47 s while the database was away. Capped at 0.5 s instead, a request
 * finds out within connect_timeout that the database is still away (and gets a 503).
 */
const reconnectBackoffSeconds = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5) * (0.5 + Math.random() / 2);

/**
 * A postgres.js pool + drizzle. A connection whose socket closes or fails (server restart, terminated
 * backend, network error) fails its queries with a connection error and is moved to the pool's closed
 * list at once; the next query opens a fresh session in its place.
 */
export function connect(url: string, options: PoolOptions = {}): Handle {
  const session: Record<string, string> = { TimeZone: 'UTC' };
  if (options.applicationName) session.application_name = options.applicationName;
  if (options.synchronousCommit === false) session.synchronous_commit = 'off';
  if (options.statementTimeoutMs) session.statement_timeout = String(options.statementTimeoutMs);
  if (options.idleInTransactionTimeoutMs)
    session.idle_in_transaction_session_timeout = String(options.idleInTransactionTimeoutMs);
  const size = options.max ?? DEFAULT_MAX;
  const pool = postgres(url, {
    max: size,
    connect_timeout: options.connectTimeoutSeconds ?? 3,
    // postgres.js: 0 keeps an unused connection open.
    idle_timeout: options.idleTimeoutSeconds === null ? 0 : (options.idleTimeoutSeconds ?? IDLE_TIMEOUT_SECONDS),
    // A function is evaluated once per connection (postgres.js' own default is one); its types say number.
    max_lifetime: maxLifetimeSeconds as unknown as number,
    backoff: reconnectBackoffSeconds,
    onnotice: () => {},
    connection: session,
    ...(options.onStatement
      ? {
          debug: (_connection: number, query: string, parameters: unknown[]) => options.onStatement!(query, parameters),
        }
      : {}),
  });
  // A span per statement and transaction only in a process that records traces (observability/tracing.ts).
  const sql = tracingOn() ? tracedSql(pool, url) : pool;
  return { sql, url, size, db: drizzle(sql, { schema, casing: 'snake_case' }) };
}

// Cached on globalThis so Next's module reloading in development does not open a pool per reload, and
// so that a process's choice of settings reaches the copy of this module inside Next's server bundle.
const globalForDb = globalThis as unknown as {
  aosDb?: Promise<Handle>;
  aosKeyCheckDb?: Promise<Handle>;
  aosDbPool?: PoolOptions;
  aosDbUrl?: string;
};

/**
 * The settings of this process's pool (`getDb`/`getHandle`), before its first use. Default: WEB_POOL on
 * DATABASE_URL. A worker or CLI process that runs long statements passes e.g. `{ ...WEB_POOL,
 * statementTimeoutMs: null }`; an entry point that prepared the database (db/prepare-database.ts) passes its URL.
 */
export function configureDatabase(options: PoolOptions, url?: string): void {
  if (globalForDb.aosDb || globalForDb.aosKeyCheckDb)
    throw new Error('configureDatabase() must run before the first getDb()/getHandle()/getKeyCheckDb()');
  globalForDb.aosDbPool = { ...options };
  if (url) globalForDb.aosDbUrl = url;
}

/** `overrides`: the key check's pool takes the process's settings (URL, timeouts, capture) with its own. */
async function open(overrides: PoolOptions = {}): Promise<Handle> {
  const url = globalForDb.aosDbUrl ?? config().databaseUrl;
  if (!url)
    throw new Error(
      'No database: set DATABASE_URL, or prepare one first (db/prepare-database.ts, as `npm start` does).',
    );
  return connect(url, { ...(globalForDb.aosDbPool ?? WEB_POOL), ...overrides });
}

/** The process-wide database (opened on first use; the entry point migrated it before). */
export async function getDb(): Promise<Db> {
  return (await getHandle()).db;
}

/** The process-wide pool. A failed open is not cached: the next call tries again. */
export function getHandle(): Promise<Handle> {
  globalForDb.aosDb ??= open().catch((e: unknown) => {
    globalForDb.aosDb = undefined;
    throw e;
  });
  return globalForDb.aosDb;
}

/** The /v1 key check's pool (KEY_CHECK_POOL) on the process's database, opened on first use like getDb's. */
export async function getKeyCheckDb(): Promise<Db> {
  globalForDb.aosKeyCheckDb ??= open(KEY_CHECK_POOL).catch((e: unknown) => {
    globalForDb.aosKeyCheckDb = undefined;
    throw e;
  });
  return (await globalForDb.aosKeyCheckDb).db;
}

/**
 * Opens every connection of the process's pool now: as many statements at once as it has connections, each of which
 * postgres.js gives a connection of its own while one is left to open.
 */
export async function fillPool(): Promise<void> {
  const { sql, size } = await getHandle();
  await Promise.all(Array.from({ length: size }, () => sql`select 1`));
}

export async function closeDb(): Promise<void> {
  const pending = [globalForDb.aosDb, globalForDb.aosKeyCheckDb];
  globalForDb.aosDb = globalForDb.aosKeyCheckDb = undefined;
  for (const handle of await Promise.all(pending.map((p) => p?.catch(() => undefined))))
    if (handle) await handle.sql.end({ timeout: 5 });
}
