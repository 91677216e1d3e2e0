import { inject } from 'vitest';
import { connect, type Db } from '~/server/db/client';
import { startAppServer, type AppServer } from './app-server';
import { createDatabase, dropDatabase } from './test-database';

export type IsolatedApp = { databaseUrl: string; db: Db; app: AppServer; baseUrl: string; stop: () => Promise<void> };

/**
 * A database cloned from the migrated template and an app server (production build) on it, both of the
 * caller's own, without touching the process's DATABASE_URL or getDb(): several scenario files can live in
 * one process (the fast reliability subset imports them all into one test file) without sharing state.
 */
export async function startIsolatedApp(prefix: string, env: Record<string, string> = {}): Promise<IsolatedApp> {
  const serverUrl = inject('serverUrl');
  const databaseUrl = await createDatabase(serverUrl, { prefix, template: inject('templateDatabase') });
  const handle = connect(databaseUrl, { max: 6 });
  let app: AppServer;
  try {
    app = await startAppServer({ DATABASE_URL: databaseUrl, SERVICE_EMBEDDED_DB: '0', ...env });
  } catch (e) {
    await handle.sql.end({ timeout: 5 });
    await dropDatabase(serverUrl, databaseUrl);
    throw e;
  }
  return {
    databaseUrl,
    db: handle.db,
    app,
    baseUrl: app.baseUrl,
    stop: async () => {
      await app.stop();
      await handle.sql.end({ timeout: 5 });
      await dropDatabase(serverUrl, databaseUrl);
    },
  };
}
