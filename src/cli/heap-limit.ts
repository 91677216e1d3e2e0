/**
 * V8's old-space limit of the production processes: the web server (given by its launcher), and the launcher
 * with the worker and `npm run worker` (the same number in package.json's `start` and `worker` scripts).
 * Without it V8 sizes the heap from the machine's memory (about 4 GB here) and lets garbage pile up: the web
 * server reached 580 MB RSS under load, 290 MB with this limit at the same throughput (docs/performance.md).
 * What the processes keep alive is far below it; `next dev` compiles pages in process and runs without it.
 * For a child, a NODE_OPTIONS naming its own limit wins.
 */
export const HEAP_LIMIT_MB = 256;

/** The flag for a production child process, unless NODE_OPTIONS sets a limit of its own. */
export function heapLimitArgs(env: NodeJS.ProcessEnv = process.env): string[] {
  return /--max-old-space-size/.test(env.NODE_OPTIONS ?? '') ? [] : [`--max-old-space-size=${HEAP_LIMIT_MB}`];
}
