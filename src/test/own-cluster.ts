// A Postgres cluster of a test file's own (its own port and data directory), for tests that restart or
// stop the server: the shared test cluster other files use must never be disturbed.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  EMBEDDED_DATABASE,
  ensureEmbeddedPostgres,
  restartEmbeddedPostgres,
  stopEmbeddedPostgres,
} from '~/server/embedded-postgres/embedded-postgres';
import { migrateDatabase } from '~/server/db/migrate';
import { freePort } from './app-server';

export type OwnCluster = {
  /** URL of the migrated application database. */
  url: string;
  port: number;
  dataDir: string;
  restart: (mode: 'fast' | 'immediate') => Promise<void>;
  /** Stops the server and removes the cluster. */
  remove: () => Promise<void>;
};

export async function startOwnCluster(prefix: string): Promise<OwnCluster> {
  const parent = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(parent, 0o755); // the postgres user must reach the cluster when tests run as root
  const dataDir = path.join(parent, 'pg');
  const port = await freePort();
  const url = await ensureEmbeddedPostgres({
    env: process.env,
    port,
    dataDir,
    database: EMBEDDED_DATABASE,
    log: () => {},
  });
  await migrateDatabase(url);
  return {
    url,
    port,
    dataDir,
    restart: (mode) => restartEmbeddedPostgres({ env: process.env, dataDir, mode }),
    remove: async () => {
      await stopEmbeddedPostgres({ env: process.env, dataDir }).catch(() => undefined);
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
