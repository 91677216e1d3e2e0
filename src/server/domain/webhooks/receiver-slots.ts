/**
 * At most this many attempts to one receiver (host and port) run at once in one worker process: a receiver
 * that hangs holds at most 12 of the webhook runner's 32 slots (37.5 %, the share graphile-worker's twelve
 * named queues per receiver gave it before; docs/decisions.md, "Round 4, issue 28: webhooks in order without
 * named queues").
 */
export const SLOTS_PER_RECEIVER = 12;

/** The receiver an attempt counts against: host and port, so that paths of one server share its slots. */
export function receiverOf(targetUrl: string): string {
  try {
    return new URL(targetUrl).host.toLowerCase();
  } catch {
    return 'invalid';
  }
}

/** An automatic attempt put off because its receiver's slots were all taken (its job runs later). */
export type PutOff = { eventId: string; attempt: number };

/**
 * The attempts under way per receiver, kept by the process that makes them, and the attempts it put off: a slot
 * given back names the oldest of those, so that it runs at once instead of at its later time.
 */
export type ReceiverSlots = {
  /** A slot for an attempt to `targetUrl` and the function that gives it back, or null when the receiver's are all taken. */
  take(targetUrl: string): (() => PutOff | null) | null;
  putOff(targetUrl: string, attempt: PutOff): void;
};

export function receiverSlots(perReceiver: number = SLOTS_PER_RECEIVER): ReceiverSlots {
  const inUse = new Map<string, number>();
  const waiting = new Map<string, PutOff[]>();
  return {
    take(targetUrl) {
      const receiver = receiverOf(targetUrl);
      const taken = inUse.get(receiver) ?? 0;
      if (taken >= perReceiver) return null;
      inUse.set(receiver, taken + 1);
      let released = false;
      return () => {
        if (released) return null;
        released = true;
        const left = (inUse.get(receiver) ?? 1) - 1;
        if (left === 0) inUse.delete(receiver);
        else inUse.set(receiver, left);
        const queue = waiting.get(receiver);
        const next = queue?.shift() ?? null;
        if (queue?.length === 0) waiting.delete(receiver);
        return next;
      };
    },
    putOff(targetUrl, attempt) {
      const receiver = receiverOf(targetUrl);
      const queue = waiting.get(receiver) ?? [];
      queue.push(attempt);
      waiting.set(receiver, queue);
    },
  };
}
