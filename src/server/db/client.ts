import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { config } from '../config';
import { ensureEmbeddedPostgres } from './embedded-postgres';
import { migrateDatabase } from './migrate';
import * as schema from './schema';

export type Db = PostgresJsDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Domain functions accept either, so a caller can compose them inside its own transaction. */
export type DbOrTx = Db | Tx;

type Handle = { db: Db; sql: postgres.Sql; url: string };

// Cached on globalThis so Next's module reloading in development does not open a pool per reload.
const globalForDb = globalThis as unknown as { aosDb?: Promise<Handle> };

/** The database URL: DATABASE_URL, or the embedded cluster (started if needed). */
export async function resolveDatabaseUrl(): Promise<string> {
  const { databaseUrl, embeddedPgPort } = config();
  return databaseUrl ?? ensureEmbeddedPostgres({ port: embeddedPgPort });
}

export function connect(url: string, options: { max?: number } = {}): Handle {
  const sql = postgres(url, { max: options.max ?? 10, onnotice: () => {}, connection: { TimeZone: 'UTC' } });
  return { sql, url, db: drizzle(sql, { schema, casing: 'snake_case' }) };
}

async function open(): Promise<Handle> {
  const url = await resolveDatabaseUrl();
  await migrateDatabase(url);
  return connect(url);
}

/** The process-wide database, migrated and seeded before first use. */
export async function getDb(): Promise<Db> {
  return (await getHandle()).db;
}

export function getHandle(): Promise<Handle> {
  globalForDb.aosDb ??= open().catch((e: unknown) => {
    globalForDb.aosDb = undefined;
    throw e;
  });
  return globalForDb.aosDb;
}

export async function closeDb(): Promise<void> {
  const handle = globalForDb.aosDb;
  globalForDb.aosDb = undefined;
  if (handle) await (await handle).sql.end({ timeout: 5 });
}
