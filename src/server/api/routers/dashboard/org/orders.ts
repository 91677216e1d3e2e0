import { approveOrder, rejectOrder } from '~/server/domain/orders/approve-order';
import { acceptOrder, openDispute, replyToOrder, requestRevision } from '~/server/domain/orders/client-actions';
import { listOrders } from '~/server/domain/orders/list-orders';
import { getOrder } from '~/server/domain/orders/load-order';
import { orderTimeline } from '~/server/domain/orders/order-timeline';
import { resendWebhookEvent } from '~/server/domain/webhooks/resend-event';
import { orgProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { memberViewer } from '~/server/api/viewers';
import {
  disputeOrderInput,
  listOrdersInput,
  messageOrderInput,
  orderIdInput,
  rejectOrderInput,
  resendEventInput,
} from '~/shared/dashboard/org-inputs';

/**
 * Orders of the organization. Members read; every action that changes an order or spends money is for
 * owners and admins (members are read-only), scoped to the organization by the domain functions.
 */
export const ordersRouter = router({
  list: orgProcedure('member')
    .input(listOrdersInput)
    .query(({ ctx, input }) =>
      listOrders({
        db: ctx.db,
        organizationId: ctx.organizationId,
        status: input.status,
        startingAfter: input.cursor,
        limit: input.limit ?? 25,
        viewer: memberViewer(ctx.orgRole),
        // The test-mode switch: test orders only in test mode, live orders only otherwise.
        livemode: !input.test,
      }),
    ),

  /** The order (intake, messages, deliverable), its status timeline and its webhook events with attempts. */
  detail: orgProcedure('member')
    .input(orderIdInput)
    .query(async ({ ctx, input }) => {
      const order = await getOrder({
        db: ctx.db,
        orderId: input.orderId,
        organizationId: ctx.organizationId,
        viewer: memberViewer(ctx.orgRole),
        links: { domain: ctx.domain, reader: ctx.actor },
      });
      const timeline = await orderTimeline({ db: ctx.db, orderId: input.orderId, organizationId: ctx.organizationId });
      return { order, history: timeline.history, webhook_events: timeline.webhook_events };
    }),

  approve: orgProcedure('admin')
    .input(orderIdInput)
    .mutation(({ ctx, input }) =>
      approveOrder({
        db: ctx.db,
        domain: ctx.domain,
        orderId: input.orderId,
        organizationId: ctx.organizationId,
        actor: ctx.actor,
      }),
    ),

  reject: orgProcedure('admin')
    .input(rejectOrderInput)
    .mutation(({ ctx, input }) =>
      rejectOrder({
        db: ctx.db,
        domain: ctx.domain,
        orderId: input.orderId,
        organizationId: ctx.organizationId,
        actor: ctx.actor,
        reason: input.reason || undefined,
      }),
    ),

  reply: orgProcedure('admin')
    .input(messageOrderInput)
    .mutation(({ ctx, input }) =>
      replyToOrder({
        db: ctx.db,
        domain: ctx.domain,
        orderId: input.orderId,
        organizationId: ctx.organizationId,
        actor: ctx.actor,
        text: input.text,
        files: input.files,
      }),
    ),

  accept: orgProcedure('admin')
    .input(orderIdInput)
    .mutation(({ ctx, input }) =>
      acceptOrder({
        db: ctx.db,
        domain: ctx.domain,
        orderId: input.orderId,
        organizationId: ctx.organizationId,
        actor: ctx.actor,
      }),
    ),

  requestRevision: orgProcedure('admin')
    .input(messageOrderInput)
    .mutation(({ ctx, input }) =>
      requestRevision({
        db: ctx.db,
        domain: ctx.domain,
        orderId: input.orderId,
        organizationId: ctx.organizationId,
        actor: ctx.actor,
        text: input.text,
        files: input.files,
      }),
    ),

  dispute: orgProcedure('admin')
    .input(disputeOrderInput)
    .mutation(({ ctx, input }) =>
      openDispute({
        db: ctx.db,
        domain: ctx.domain,
        orderId: input.orderId,
        organizationId: ctx.organizationId,
        actor: ctx.actor,
        reason: input.reason,
      }),
    ),

  /** One new signed, logged attempt of an event; automatic retries are not restarted. */
  resendEvent: orgProcedure('admin')
    .input(resendEventInput)
    .mutation(({ ctx, input }) =>
      resendWebhookEvent({
        db: ctx.db,
        domain: ctx.domain,
        eventId: input.eventId,
        organizationId: ctx.organizationId,
      }),
    ),
});
