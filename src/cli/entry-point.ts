import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The arguments that run another entry point the way this process runs: compiled beside this file when this
 * process runs compiled (`npm start`, compile-entries.mjs), through tsx from the sources otherwise (tests,
 * `npm run dev`).
 */
export function entryPointArgs(name: 'web-server' | 'worker'): string[] {
  const self = fileURLToPath(import.meta.url);
  return self.endsWith('.mjs')
    ? [path.join(path.dirname(self), `${name}.mjs`)]
    : ['--import', 'tsx', path.join('src', 'cli', `${name}.ts`)];
}
