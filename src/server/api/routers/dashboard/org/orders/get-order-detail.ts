import { orderReading } from '~/server/domain/orders/labelled-intake';
import { getOrder } from '~/server/domain/orders/load-order';
import { orderTimeline } from '~/server/domain/orders/order-timeline';
import { orgProcedure } from '~/server/api/procedures';
import { memberViewer } from '~/server/api/viewers';
import { orderIdInput } from '~/shared/dashboard/org-inputs';
import { memberReach } from '~/server/domain/tenant';

/** The order (intake, messages, deliverable), its service's name and labelled intake, its status timeline and its webhook events with attempts. */
export const getOrderDetailProcedure = orgProcedure('member')
  .input(orderIdInput)
  .query(async ({ ctx, input }) => {
    const order = await getOrder({
      db: ctx.db,
      orderId: input.orderId,
      reach: memberReach(ctx.organizationId),
      viewer: memberViewer(ctx.orgRole),
      links: { domain: ctx.domain, reader: ctx.actor },
    });
    const timeline = await orderTimeline({ db: ctx.db, orderId: input.orderId, organizationId: ctx.organizationId });
    const reading = await orderReading(ctx.db, order.service, order.intake);
    return { order, ...reading, history: timeline.history, webhook_events: timeline.webhook_events };
  });
