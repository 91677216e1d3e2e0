// The ops CLI (or any command) calling ensureEmbeddedPostgres while the cluster restarts waits for the
// restarted server instead of running a second `pg_ctl start`, which would fail (or make the restart
// fail). On a cluster of this file's own.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnCluster, type OwnCluster } from '~/test/own-cluster';
import { EMBEDDED_DATABASE, ensureEmbeddedPostgres } from './embedded-postgres';

let cluster: OwnCluster;
beforeAll(async () => {
  cluster = await startOwnCluster('aos-ensure-');
});
afterAll(async () => cluster?.remove());

describe('ensureEmbeddedPostgres during a restart', () => {
  it.each(['fast', 'immediate'] as const)(
    'pg_ctl restart -m %s: callers wait for the server and the restart succeeds',
    async (mode) => {
      const restart = cluster.restart(mode);
      // Callers arriving during the stop, the gap and the start of the restart.
      const callers = [0, 50, 150, 400].map(async (delay) => {
        await new Promise((r) => setTimeout(r, delay));
        return ensureEmbeddedPostgres({
          env: process.env,
          port: cluster.port,
          dataDir: cluster.dataDir,
          database: EMBEDDED_DATABASE,
          log: () => {},
        });
      });
      await expect(restart).resolves.toBeUndefined();
      const urls = await Promise.all(callers);
      expect(new Set(urls)).toEqual(new Set([cluster.url]));
      const sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
      try {
        expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);
      } finally {
        await sql.end();
      }
    },
    90_000,
  );
});
