// A process told the wrong EMBEDDED_PG_PORT (the ops CLI beside an `npm start` that was given another one)
// finds the cluster of its directory where it runs, at once, and says so.
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '~/test/app-server';
import { testServerUrl } from '~/test/test-database';
import { ensureEmbeddedPostgres, runningPort } from './embedded-postgres';

describe('the running embedded cluster', () => {
  it('is used on the port its postmaster.pid names, whatever port was asked for', async () => {
    const serverPort = Number(new URL(await testServerUrl()).port);
    const dataDir = path.join(os.tmpdir(), 'agent-order-service-test', `pg-${serverPort}`);
    expect(runningPort(dataDir)).toBe(serverPort);
    const wrongPort = await freePort();
    const lines: string[] = [];
    const started = Date.now();
    const url = await ensureEmbeddedPostgres({
      port: wrongPort,
      dataDir,
      database: 'postgres',
      env: process.env,
      log: (line) => lines.push(line),
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(new URL(url).port).toBe(String(serverPort));
    expect(lines).toEqual([expect.stringContaining(`runs on port ${serverPort} (EMBEDDED_PG_PORT says ${wrongPort})`)]);
  });

  it('is none for a directory without a live postmaster', () => {
    expect(runningPort(path.join(os.tmpdir(), 'no-such-cluster-dir'))).toBeNull();
  });
});
