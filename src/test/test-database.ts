import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { ensureEmbeddedPostgres } from '~/server/embedded-postgres/embedded-postgres';

/**
 * Tests run on real Postgres: the server at DATABASE_URL when set, else an embedded cluster of their
 * own under the OS temp directory (never the developer's `.data/pg`).
 */
export async function testServerUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const port = Number(process.env.TEST_PG_PORT ?? 54339);
  return ensureEmbeddedPostgres({
    port,
    dataDir: path.join(os.tmpdir(), 'agent-order-service-test', `pg-${port}`),
    database: 'postgres',
    log: () => {},
    env: process.env,
  });
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function createDatabase(
  serverUrl: string,
  options: { prefix: string; template?: string },
): Promise<string> {
  const name = `${options.prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`create database "${name}"${options.template ? ` template "${options.template}"` : ''}`);
  } finally {
    await sql.end();
  }
  return withDatabase(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await sql.end();
  }
}
