import { createHash } from 'node:crypto';

/**
 * At most this many deliveries to one receiver (host and port) run at once: each graphile-worker queue
 * runs one job at a time, and a receiver's deliveries are spread over this many queues. A slow receiver
 * holds at most 12 of the webhook runner's 32 slots (the same share as 6 of 16 before), and never a slot of
 * the runner for offers and expiries (a runner of its own, jobs/runner.ts). Twelve, not six: a queue hands
 * over from one delivery to the next in four database round trips (record, complete, fetch, read), 150-200 ms
 * on a loaded machine, so six serial queues carried ~33 deliveries/s to one receiver and a busy receiver's
 * 100 events/s queued without bound (docs/performance.md, finding 44).
 */
export const QUEUES_PER_RECEIVER = 12;

/**
 * The graphile-worker queue of a delivery: `webhook:<host>:<0-11>`, chosen by order, so that the first
 * attempts of one order's events go out one after the other, in order. Few distinct names (twelve per
 * receiver), as graphile-worker asks of queue names.
 */
export function deliveryQueueName(targetUrl: string, orderId: string): string {
  let host: string;
  try {
    host = new URL(targetUrl).host.toLowerCase();
  } catch {
    host = 'invalid';
  }
  const lane = createHash('sha256').update(orderId).digest().readUInt32BE(0) % QUEUES_PER_RECEIVER;
  return `webhook:${host}:${lane}`;
}
