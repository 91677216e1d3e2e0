/**
 * V8's old-space limit of the production processes: the web server (given by its launcher), and the launcher
 * with the worker and `npm run worker` (the same number in package.json's `start` and `worker` scripts).
 * Without it V8 sizes the heap from the machine's memory (about 4 GB here) and lets garbage pile up: the web
 * server reached 580 MB RSS under load, 290 MB with this limit at the same throughput (docs/performance.md).
 * What the processes keep alive is far below it; `next dev` compiles pages in process and runs without it.
 * For a child, a NODE_OPTIONS naming its own limit wins.
 */
const HEAP_LIMIT_MB = 256;

/**
 * V8's young generation (per semi-space) of the launcher, which holds the worker when it runs in process, and of
 * `npm run worker` (package.json's `start` and `worker` scripts carry the same flag). V8's default for this heap,
 * 16 MB, lets short-lived garbage fill 48 MB before a scavenge; these processes run jobs, not bursts of requests,
 * and 2 MB brought the bench's peak over launcher and web server from 433 to 388 MB (docs/performance.md,
 * finding 14). The web server keeps the default: a smaller young generation cost it 25-40 % of its throughput.
 */
const WORKER_SEMI_SPACE_MB = 2;

/** The flag for a production child process, unless NODE_OPTIONS sets a limit of its own. */
export function heapLimitArgs(env: NodeJS.ProcessEnv): string[] {
  return /--max-old-space-size/.test(env.NODE_OPTIONS ?? '') ? [] : [`--max-old-space-size=${HEAP_LIMIT_MB}`];
}

/** The flags `npm start` and `npm run worker` give their own process (package.json), for those who spawn them. */
export function launcherArgs(env: NodeJS.ProcessEnv): string[] {
  const semiSpace = /--max-semi-space-size/.test(env.NODE_OPTIONS ?? '')
    ? []
    : [`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`];
  return [...heapLimitArgs(env), ...semiSpace];
}
