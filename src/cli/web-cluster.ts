// Several web processes behind one port (WEB_CONCURRENCY): this process is node:cluster's primary and serves
// nothing itself. Each web process runs web-server.ts as a cluster worker; the primary hands out connections
// (round robin), aggregates /metrics across the processes, replaces a web process that dies, restarts them one
// at a time on SIGHUP (a new one listens before an old one is told to stop), and stops them all on SIGTERM.
import cluster, { type Worker } from 'node:cluster';
import { logger } from '~/server/logger';
import { RETIRE_MESSAGE } from './web-cluster-messages';
import { serveClusterMetrics } from '~/server/observability/cluster-metrics';

/** A web process that has not listened within this long after its start is taken as failed. */
const START_TIMEOUT_MS = 120_000;
/** How long stopping web processes get before they are killed (the launcher's grace is 8 s). */
const STOP_GRACE_MS = 7000;
/** Web processes that die this many times in a row without ever listening end the cluster (a bad build, a bad setting). */
const MAX_FAILED_STARTS = 3;

export async function runWebCluster(count: number): Promise<never> {
  serveClusterMetrics();
  const retiring = new Set<Worker>();
  let stopping = false;
  let failedStarts = 0;

  const listening = (worker: Worker) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), START_TIMEOUT_MS);
      worker.once('listening', () => {
        clearTimeout(timer);
        failedStarts = 0;
        resolve(true);
      });
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
  const exited = (worker: Worker) =>
    worker.isDead() ? Promise.resolve() : new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  /** `retire`: one of a rolling restart, whose open connections drain while the others serve (web-server.ts). */
  const stopOne = async (worker: Worker, retire = false) => {
    retiring.add(worker);
    if (retire) worker.send(RETIRE_MESSAGE);
    else worker.process.kill('SIGTERM');
    const timer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS);
    await exited(worker);
    clearTimeout(timer);
  };
  const fork = () => {
    const worker = cluster.fork();
    let listened = false;
    worker.once('listening', () => (listened = true));
    worker.once('exit', (code, signal) => {
      if (stopping || retiring.delete(worker)) return;
      if (!listened && ++failedStarts >= MAX_FAILED_STARTS) {
        logger.error({ code, signal }, 'web processes keep failing before they listen; stopping');
        void stopAll(1);
        return;
      }
      logger.error({ code, signal, pid: worker.process.pid }, 'a web process exited; starting another');
      fork();
    });
    return worker;
  };
  const live = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !retiring.has(w));

  async function stopAll(code: number): Promise<void> {
    if (stopping) process.exit(1); // a second signal forces
    stopping = true;
    await Promise.all(Object.values(cluster.workers ?? {}).map((w) => (w ? stopOne(w) : undefined)));
    process.exit(code);
  }
  let restarting = false;
  async function rollingRestart(): Promise<void> {
    if (restarting || stopping) return;
    restarting = true;
    logger.info({ processes: count }, 'restarting the web processes one at a time');
    for (const old of live()) {
      if (!(await listening(fork()))) {
        logger.error('a new web process did not start; the old ones keep serving');
        break;
      }
      await stopOne(old, true);
    }
    restarting = false;
  }

  process.on('SIGTERM', () => void stopAll(0));
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGHUP', () => void rollingRestart());
  // Under `npm start` the launcher holds an IPC channel to this process: without the launcher, no web process.
  if (process.send) process.on('disconnect', () => void stopAll(1));

  logger.info({ processes: count }, `starting ${count} web processes on one port`);
  for (let i = 0; i < count; i++) fork();
  return new Promise<never>(() => {});
}
