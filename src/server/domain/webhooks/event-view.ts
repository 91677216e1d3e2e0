import type { OrderSnapshot, webhookAttempts, webhookEvents } from '~/server/db/schema';

/** How long the events API looks back (Stripe's window too); older events stay in the outbox, unlisted. */
export const EVENT_RETENTION_DAYS = 30;

type EventAttemptView = {
  attempt: number;
  manual: boolean;
  started_at: string;
  duration_ms: number | null;
  status_code: number | null;
  error: string | null;
  succeeded: boolean;
};

export type EventView = {
  id: string;
  type: string;
  order_id: string;
  created_at: string;
  /** What the webhook body carries besides `id`, `event` and `sent_at`. */
  data: { order: OrderSnapshot };
  delivery: {
    status: 'pending' | 'delivered' | 'dropped' | 'no_target';
    target_url: string | null;
    next_attempt_at: string | null;
    attempts: EventAttemptView[];
  };
};

export function toEventView(
  event: typeof webhookEvents.$inferSelect,
  attempts: (typeof webhookAttempts.$inferSelect)[],
): EventView {
  return {
    id: event.id,
    type: event.event,
    order_id: event.orderId,
    created_at: event.createdAt.toISOString(),
    data: { order: event.orderSnapshot },
    delivery: {
      status: event.status as EventView['delivery']['status'],
      target_url: event.targetUrl,
      next_attempt_at: event.status === 'pending' ? (event.nextAttemptAt?.toISOString() ?? null) : null,
      attempts: attempts.map((a) => ({
        attempt: a.attemptNumber,
        manual: a.manual,
        started_at: a.startedAt.toISOString(),
        duration_ms: a.durationMs,
        status_code: a.statusCode,
        error: a.error,
        succeeded: a.succeeded,
      })),
    },
  };
}
