// A lock file held while one process (of any number, on this machine) does something that must happen once:
// initialise or start an embedded cluster, make the reachable copy of the Postgres binaries.
import { mkdir, open, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** A lock older than this is taken to be left by a process that died holding it. */
const STALE_MS = 90_000;
const WAIT_MS = 120_000;

export async function withLock<T>(lockPath: string, fn: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(lockPath), { recursive: true });
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const age = Date.now() - (await stat(lockPath).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > STALE_MS) await unlink(lockPath).catch(() => {});
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lockPath}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    await unlink(lockPath).catch(() => {});
  }
}
