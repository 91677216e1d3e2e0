/**
 * At most this many attempts to one receiver (host and port) are sent at once in one worker process. A slot is held
 * from the request to the receiver's answer (not while the attempt is recorded), so eight carry the bench's 100/s
 * to one receiver (docs/performance.md, "Issue 28 (round 5), webhooks").
 */
export const SLOTS_PER_RECEIVER = 8;

/**
 * At most this many attempts wait in the process for one of the receiver's slots, each holding its graphile slot
 * meanwhile: a receiver that hangs holds at most 8 + 4 of the webhook runner's 32 slots (37.5 %, as the twelve
 * slots of round 4 did; docs/decisions.md, "Round 5, issue 28: webhooks wait for their receiver's slot").
 */
export const WAITING_PER_RECEIVER = 4;

/** How long an attempt waits for a slot before it is put off, its graphile slot given back. */
export const SLOT_WAIT_MS = 1000;

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

/** Gives a slot back; names the oldest attempt put off for its receiver when the slot is free for it. */
export type Release = () => PutOff | null;

/**
 * The attempts under way per receiver, kept by the process that makes them, the attempts waiting in the process for
 * one of their slots, and the attempts it put off: a slot given back goes to the oldest waiting attempt, or names
 * the oldest put off, so that it runs at once instead of at its later time.
 */
export type ReceiverSlots = {
  /** A slot for an attempt to `targetUrl` and the function that gives it back, or null when the receiver's are all taken. */
  take(targetUrl: string): Release | null;
  /**
   * A slot now, or the first one given back within `SLOT_WAIT_MS` (first come, first served); null at once when as
   * many attempts already wait for one, or when none was given back in time.
   */
  acquire(targetUrl: string): Promise<Release | null>;
  putOff(targetUrl: string, attempt: PutOff): void;
};

/**
 * `putOff` by event: an attempt put off again and again (its receiver hangs) is named once, where it first stood, so
 * the list is bounded by the receiver's events instead of growing with each put-off.
 */
type Receiver = { inUse: number; waiting: ((release: Release) => void)[]; putOff: Map<string, PutOff> };

export function receiverSlots(
  perReceiver: number = SLOTS_PER_RECEIVER,
  waitingPerReceiver: number = WAITING_PER_RECEIVER,
  waitMs: number = SLOT_WAIT_MS,
): ReceiverSlots {
  const receivers = new Map<string, Receiver>();
  const stateOf = (receiver: string) => {
    let state = receivers.get(receiver);
    if (!state) receivers.set(receiver, (state = { inUse: 0, waiting: [], putOff: new Map() }));
    return state;
  };
  const forget = (receiver: string, state: Receiver) => {
    if (state.inUse === 0 && state.waiting.length === 0 && state.putOff.size === 0) receivers.delete(receiver);
  };
  const slotOf = (receiver: string, state: Receiver): Release => {
    let released = false;
    return () => {
      if (released) return null;
      released = true;
      const waiter = state.waiting.shift();
      if (waiter) {
        // The slot passes to the oldest waiting attempt: still taken, nothing put off can run in it.
        waiter(slotOf(receiver, state));
        return null;
      }
      state.inUse -= 1;
      const [next = null] = state.putOff.values();
      if (next) state.putOff.delete(next.eventId);
      forget(receiver, state);
      return next;
    };
  };
  const take = (targetUrl: string): Release | null => {
    const receiver = receiverOf(targetUrl);
    const state = stateOf(receiver);
    if (state.inUse >= perReceiver) {
      forget(receiver, state);
      return null;
    }
    state.inUse += 1;
    return slotOf(receiver, state);
  };
  return {
    take,
    acquire(targetUrl) {
      const now = take(targetUrl);
      if (now) return Promise.resolve(now);
      const receiver = receiverOf(targetUrl);
      const state = stateOf(receiver);
      if (state.waiting.length >= waitingPerReceiver) {
        forget(receiver, state);
        return Promise.resolve(null);
      }
      return new Promise((resolve) => {
        const waiter = (release: Release) => {
          clearTimeout(timer);
          resolve(release);
        };
        // A bound on the wait, not business work: the attempt is then put off as when no attempt could wait. It
        // also keeps a waiting attempt within the worker's clean stop (the attempt's timeout plus a margin).
        // eslint-disable-next-line no-restricted-syntax
        const timer = setTimeout(() => {
          const at = state.waiting.indexOf(waiter);
          if (at >= 0) state.waiting.splice(at, 1);
          forget(receiver, state);
          resolve(null);
        }, waitMs);
        state.waiting.push(waiter);
      });
    },
    putOff(targetUrl, attempt) {
      stateOf(receiverOf(targetUrl)).putOff.set(attempt.eventId, attempt);
    },
  };
}
