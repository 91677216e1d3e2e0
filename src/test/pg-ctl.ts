// pg_ctl on a test's own embedded cluster (stop, restart), for database-outage tests. Never point it at
// the shared test cluster or the developer's `.data/pg`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { postgresBinaries, spawnIds } from '~/server/embedded-postgres/postgres-binaries';

async function pgCtl(args: string[]): Promise<{ code: number | null; output: string }> {
  // The binaries the cluster runs from (a reachable copy when the checkout is not reachable by postgres),
  // as the postgres user when this process is root (the cluster's files are theirs).
  const { pg_ctl } = await postgresBinaries({ env: process.env });
  return new Promise((resolve, reject) => {
    // detached: a restarted server must not be this process's child (nor get its Ctrl-C).
    const child = spawn(pg_ctl, args, { ...spawnIds(), cwd: '/', detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function run(args: string[]): Promise<void> {
  const result = await pgCtl(args);
  if (result.code !== 0) throw new Error(`pg_ctl ${args.join(' ')} failed: ${result.output.trim()}`);
}

/** Stops the cluster and waits until it is down. */
export async function stopCluster(dataDir: string, mode: 'smart' | 'fast' | 'immediate' = 'fast'): Promise<void> {
  await run(['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
}

/**
 * Restarts the cluster (`fast`: sessions are ended; `immediate`: a crash, then recovery) and waits until it
 * accepts connections. `-l`: the new server must not hold pg_ctl's output pipe open.
 */
export async function restartCluster(dataDir: string, mode: 'fast' | 'immediate'): Promise<void> {
  await run(['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-m', mode, '-w', '-t', '60', 'restart']);
}
