import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'public', 'next.config.mjs', 'package-lock.json', 'tsconfig.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/**
 * Runs `next build` when there is no build or a source is newer than it. `env`: the environment of the caller
 * (an entry point), handed to the build; its NEXT_DIST_DIR says where the build is.
 */
export function buildIfNeeded(env: NodeJS.ProcessEnv): void {
  const marker = path.join(env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID');
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  if (builtAt > 0 && INPUTS.every((input) => newestMtime(input) < builtAt)) return;
  process.stderr.write('Building the web app (next build)…\n');
  const result = spawnSync(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    stdio: ['ignore', 2, 2],
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('next build failed');
}
