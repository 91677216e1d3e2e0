// The production entry points (`npm start`, `npm run worker`) compiled to plain JavaScript before they run, so
// that no production process carries tsx: its loader thread (a V8 isolate of its own) and esbuild in it cost each
// process ~20-30 MB of RSS and most of its start (docs/performance.md). `npm start` and `npm run worker` run this
// first; it compiles only when a source the entry points reach is newer than the last compilation, so a fresh
// clone compiles once (about a second) and an edited source is never run stale. Packages stay imports of
// node_modules, resolved by Node as under tsx; only this repository's TypeScript is bundled.
// Plain JavaScript: it runs before anything is compiled. `npm run dev` and the tools keep tsx; the tests run the
// web server and the ops CLI compiled (src/test/app-server.ts, ops-cli.ts, e2e/fixtures): they start them ~120
// times a run, and under tsx each start cost seconds more (docs/decisions.md, round 4: CI time).
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Where the compiled entry points are: under node_modules, so that git, lint, format and tests never see them. */
export const ENTRIES_DIR = path.join('node_modules', '.cache', 'agent-order-service', 'cli');
const ENTRY_POINTS = ['start', 'web-server', 'worker', 'ops'];
/** What the compilation read, and when it started (an input changed after that start compiles again). */
const MARKER = 'inputs.json';
/** Besides the sources the bundle lists: what decides how they compile or resolve, and this script. */
const ALWAYS = ['package.json', 'package-lock.json', 'tsconfig.json', fileURLToPath(import.meta.url)];
/** Files of an earlier compilation are removed after this long (a running process may still import one lazily). */
const STALE_MS = 24 * 60 * 60 * 1000;

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
};

/** True when every entry point exists and no input changed since the compilation that made them started. */
function fresh(dir) {
  let marker;
  try {
    marker = JSON.parse(readFileSync(path.join(dir, MARKER), 'utf8'));
  } catch {
    return false;
  }
  if (ENTRY_POINTS.some((name) => mtime(path.join(dir, `${name}.mjs`)) === Infinity)) return false;
  return [...marker.inputs, ...ALWAYS].every((file) => mtime(file) < marker.startedAt);
}

/** A file replaced in one step: a process starting meanwhile reads the old one or the new one, never half. */
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/**
 * Compiles the entry points into `dir` unless they are up to date; returns `dir`. Shared chunks are written before
 * the entry points that import them, and the marker last.
 */
export async function compileEntries(dir = ENTRIES_DIR) {
  if (fresh(dir)) return dir;
  const startedAt = Date.now();
  // Loaded only when there is something to compile: a start with a fresh compilation does not pay for it.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: Object.fromEntries(ENTRY_POINTS.map((name) => [name, path.join('src', 'cli', `${name}.ts`)])),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    splitting: true,
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    tsconfig: 'tsconfig.json',
    // Not read unless a process runs with --enable-source-maps (then its stack traces name the TypeScript lines).
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(dir, { recursive: true });
  const entries = new Set(ENTRY_POINTS.map((name) => path.resolve(dir, `${name}.mjs`)));
  const ordered = [...result.outputFiles].sort((a, b) => Number(entries.has(a.path)) - Number(entries.has(b.path)));
  for (const file of ordered) writeAtomically(file.path, file.contents);
  const written = new Set(ordered.map((file) => path.basename(file.path)));
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!written.has(name) && name !== MARKER && Date.now() - mtime(file) > STALE_MS) unlinkSync(file);
  }
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('node_modules/'));
  writeAtomically(path.join(dir, MARKER), JSON.stringify({ startedAt, inputs }));
  return dir;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await compileEntries();
