import { z } from 'zod';
import { ORDER_STATUSES } from '~/shared/orders/order-statuses';

/** `order.<status>`: the event names of the spec (menunggu_bayar has none). */
export const EVENT_TYPES = ORDER_STATUSES.filter((s) => s !== 'menunggu_bayar').map((s) => `order.${s}` as const);

const attemptSchema = z.object({
  attempt: z.number().int().describe('1-5 for automatic attempts; manual resends continue the count'),
  manual: z.boolean().describe('A person resent it from the dashboard'),
  started_at: z.string().describe('ISO 8601 UTC'),
  duration_ms: z.number().int().nullable().describe('Until the answer or the failure'),
  status_code: z.number().int().nullable().describe("The receiver's HTTP status; null when none came"),
  error: z.string().nullable().describe('Why the attempt failed, when it did'),
  succeeded: z.boolean().describe('A 2xx within 10 seconds'),
});

export const eventSchema = z
  .object({
    id: z.string().describe('`evt_…`, the `id` of the webhook body'),
    type: z.string().describe('The event name, `order.<new status>` (the webhook body calls it `event`)'),
    order_id: z.string().describe('`ord_…`'),
    created_at: z.string().describe('ISO 8601 UTC: when the status changed'),
    data: z
      .object({
        order: z
          .object({
            id: z.string(),
            status: z.string(),
            service: z.string(),
            price_idr: z.number().int(),
            sla_due_at: z.string(),
            deliverable: z.string().nullable(),
            updated_at: z.string(),
          })
          .describe('The order summary the webhook carries, as it was at the change'),
      })
      .describe('The webhook body, without `id`, `event` and `sent_at`'),
    delivery: z.object({
      status: z
        .enum(['pending', 'delivered', 'dropped', 'no_target'])
        .describe('`no_target`: neither callback_url nor a key webhook URL (polling)'),
      target_url: z.string().nullable().describe('Where it is sent'),
      next_attempt_at: z.string().nullable().describe('When pending: the next automatic attempt'),
      attempts: z.array(attemptSchema).describe('Every attempt, oldest first'),
    }),
  })
  .describe('Event');

export const eventIdInput = z.object({ id: z.string().describe('Event id (`evt_…`)') });
