import { afterAll, inject } from 'vitest';
import { closeDb, configureDatabase, WEB_POOL } from '~/server/db/client';
import { createDatabase, dropDatabase } from './test-database';

/**
 * A database of this test file's own, cloned from the migrated template, made the process database
 * (DATABASE_URL) so getDb(), the worker and every domain function use it. Call before first getDb().
 */
export async function useFileDatabase(prefix: string): Promise<string> {
  const url = await createDatabase(inject('serverUrl'), { prefix, template: inject('templateDatabase') });
  process.env.DATABASE_URL = url;
  configureDatabase(WEB_POOL, url);
  afterAll(async () => {
    await closeDb();
    await dropDatabase(inject('serverUrl'), url);
  });
  return url;
}

/** Awaits a condition (no fixed sleeps): polls `probe` until it returns a value, or fails at the deadline. */
export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  options: { timeoutMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${options.what ?? 'condition'}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
