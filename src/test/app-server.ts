import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { compileEntries } from '~/cli/compile-entries.mjs';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export type AppServer = { baseUrl: string; process: ChildProcess; stop: () => Promise<void> };

/**
 * The production build served by the app's web server (src/cli/web-server.ts), as `npm start` runs it: compiled
 * (compile-entries.mjs, which compiles only when a source changed), without tsx, whose start cost each of the
 * run's ~40 servers seconds more on a loaded machine.
 */
export async function startAppServer(env: Record<string, string>): Promise<AppServer> {
  const port = await freePort();
  const entries = await compileEntries();
  const child = spawn(process.execPath, [path.join(entries, 'web-server.mjs')], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('next start did not become healthy');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
