import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import { Logger, runMigrations } from 'graphile-worker';
import postgres from 'postgres';
import { silenceUnheardJobNotify } from '~/server/db/graphile-unheard-notify';
import { seedCatalog } from '~/server/db/seed/seed-catalog';
import * as schema from './schema';

// Any constant: every process that migrates takes the same Postgres advisory lock.
const MIGRATION_LOCK = 7_310_2026;

const migrated = new Set<string>();
const quietLogger = new Logger(() => () => {});

/**
 * Applies drizzle's SQL migrations and graphile-worker's schema (without its unheard `jobs:insert` notification,
 * graphile-unheard-notify.ts), then the insert-only catalog seed,
 * under an advisory lock so concurrent starts (server, worker, CLI, tests) do it once.
 */
export async function migrateDatabase(url: string): Promise<void> {
  if (migrated.has(url)) return;
  const sql = postgres(url, { max: 1, onnotice: () => {}, connection: { TimeZone: 'UTC' } });
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`;
    try {
      const db = drizzle(sql, { schema, casing: 'snake_case' });
      await migrate(db, { migrationsFolder: path.join(process.cwd(), 'drizzle') });
      await runMigrations({ connectionString: url, logger: quietLogger });
      await silenceUnheardJobNotify(sql);
      await seedCatalog(db);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`;
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
  migrated.add(url);
}
