import { createHash } from 'node:crypto';

/**
 * At most this many deliveries to one receiver (host and port) run at once: each graphile-worker queue
 * runs one job at a time, and a receiver's deliveries are spread over this many queues. A slow receiver
 * holds at most 6 of the webhook runner's 16 slots, and never a slot of the runner for offers and
 * expiries (a runner of its own, jobs/runner.ts). Six, not three: one delivery takes four database round
 * trips and a request, so three serial queues carried a busy receiver's 100 events/s only with ~0.5 s of
 * queueing (docs/performance.md).
 */
export const QUEUES_PER_RECEIVER = 6;

/**
 * The graphile-worker queue of a delivery: `webhook:<host>:<0-5>`, chosen by order, so that the first
 * attempts of one order's events go out one after the other, in order. Few distinct names (six per
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
