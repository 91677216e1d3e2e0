import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '~/cli/build-if-needed';
import { migrateDatabase } from '~/server/db/migrate';
import { startAppServer, type AppServer } from './app-server';
import { createDatabase, dropDatabase, testServerUrl } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the app under test (production build). */
    baseUrl: string;
    /** The database that app uses. */
    appDatabaseUrl: string;
    /** Postgres server URL, for per-file databases. */
    serverUrl: string;
    /** Name of a migrated, seeded template database. */
    templateDatabase: string;
  }
}

let server: AppServer | undefined;
const created: string[] = [];

export async function setup(project: TestProject) {
  const serverUrl = await testServerUrl();
  const templateUrl = await createDatabase(serverUrl, { prefix: 'aos_template' });
  created.push(templateUrl);
  await migrateDatabase(templateUrl);
  const templateDatabase = new URL(templateUrl).pathname.slice(1);
  const appDatabaseUrl = await createDatabase(serverUrl, { prefix: 'aos_app', template: templateDatabase });
  created.push(appDatabaseUrl);

  buildIfNeeded(process.env);
  server = await startAppServer({ DATABASE_URL: appDatabaseUrl, SERVICE_EMBEDDED_DB: '0' });

  project.provide('baseUrl', server.baseUrl);
  project.provide('appDatabaseUrl', appDatabaseUrl);
  project.provide('serverUrl', serverUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await server?.stop();
    for (const url of created.reverse()) await dropDatabase(serverUrl, url);
  };
}
