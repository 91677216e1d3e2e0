// postgres.js (patched, patches/postgres+3.4.9.patch) survives backends dying mid-write: no uncaught
// exception from a deferred write to a closed socket, no connection that never flushes again.
// The scenario runs in a child process on a cluster of this file's own, so a crash is observable.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnCluster, type OwnCluster } from '~/test/own-cluster';

let cluster: OwnCluster;
beforeAll(async () => {
  cluster = await startOwnCluster('aos-pgkill-');
});
afterAll(async () => cluster?.remove());

function runScenario(
  mode: 'terminate' | 'external',
  whileReady?: () => Promise<void>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'kill-backends-scenario.ts'), cluster.url, mode],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => {
    output += c.toString();
    if (whileReady && output.includes('READY\n')) {
      const run = whileReady;
      whileReady = undefined;
      void run().finally(() => child.stdin.write('stop\n'));
    }
  });
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('postgres.js when backends die under load', () => {
  it('pg_terminate_backend of the pool mid-write: the process survives and queries answer again', async () => {
    const { code, output } = await runScenario('terminate');
    expect(output).not.toContain('UNCAUGHT');
    expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('RECOVERED') });
  }, 90_000);

  it.each(['immediate', 'fast'] as const)(
    'pg_ctl restart -m %s under load: the process survives and queries answer again',
    async (mode) => {
      const { code, output } = await runScenario('external', async () => {
        await new Promise((r) => setTimeout(r, 300));
        await cluster.restart(mode);
      });
      expect(output).not.toContain('UNCAUGHT');
      expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('RECOVERED') });
    },
    120_000,
  );
});
