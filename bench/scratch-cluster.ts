// A throwaway embedded Postgres for the bench's side tools (in-process.ts, node-ceiling.ts, print-statements.ts).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  EMBEDDED_DATABASE,
  ensureEmbeddedPostgres,
  stopEmbeddedPostgres,
} from '~/server/embedded-postgres/embedded-postgres';
import { migrateDatabase } from '~/server/db/migrate';

/** Runs `work` on a new cluster under a temporary directory (migrated unless `migrate: false`), then removes it. */
export async function withScratchCluster<T>(
  options: { prefix: string; port: number; migrate?: boolean },
  work: (cluster: { url: string; dataDir: string }) => Promise<T>,
): Promise<T> {
  const parent = mkdtempSync(path.join(tmpdir(), options.prefix));
  chmodSync(parent, 0o755); // readable by the postgres user when run as root
  const dataDir = path.join(parent, 'pg');
  try {
    const url = await ensureEmbeddedPostgres({
      env: process.env,
      port: options.port,
      dataDir,
      database: EMBEDDED_DATABASE,
      log: () => {},
    });
    if (options.migrate !== false) await migrateDatabase(url);
    return await work({ url, dataDir });
  } finally {
    await stopEmbeddedPostgres({ env: process.env, dataDir }).catch(() => undefined);
    rmSync(parent, { recursive: true, force: true });
  }
}
