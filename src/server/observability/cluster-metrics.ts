import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

// Messages between a web process and the cluster's primary (its own; prom-client's ride beside them).
const ASK = 'aos:metrics-ask';
const ANSWER = 'aos:metrics-answer';
type Ask = { type: typeof ASK; id: number };
type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string };

/**
 * In the primary of several web processes: answers a process's request for the cluster's figures with
 * prom-client's aggregation over every process (counters and histograms summed; the database's figures, the
 * same in each, taken once).
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Ask) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (e: unknown) => worker.send({ type: ANSWER, id: message.id, error: String(e) } satisfies Answer),
    );
  });
}

/**
 * In a web process of a cluster: `registry` is what it contributes, and the exposition it serves is the whole
 * cluster's, asked of the primary (a scrape reaches one process through the shared port).
 */
export function clusterExposition(registry: Registry): () => Promise<string> {
  new AggregatorRegistry(); // registers prom-client's answer to the primary's collection
  AggregatorRegistry.setRegistries([registry]);
  const pending = new Map<number, { resolve: (text: string) => void; reject: (e: Error) => void }>();
  let next = 0;
  process.on('message', (message: Answer) => {
    if (message?.type !== ANSWER) return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error !== undefined) waiting?.reject(new Error(message.error));
    else waiting?.resolve(message.text ?? '');
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      process.send!({ type: ASK, id } satisfies Ask);
      setTimeout(() => {
        if (pending.delete(id)) reject(new Error('the cluster did not answer'));
      }, 6000).unref();
    });
}
