import type { orderMessages, orders } from '~/server/db/schema';
import type { OrderFileView, OrderView } from '~/shared/orders/order-view-schema';
import { allowedActions, type Viewer } from './lifecycle';

export type { OrderView } from '~/shared/orders/order-view-schema';

type OrderRow = typeof orders.$inferSelect;
type MessageRow = typeof orderMessages.$inferSelect;

/** The spec's order record (shared/orders/order-view-schema.ts) with what `viewer` may do now and its files. */
export function toOrderView(
  order: OrderRow,
  messages: MessageRow[],
  viewer: Viewer,
  files: OrderFileView[],
): OrderView {
  return {
    id: order.id,
    service: order.serviceCode,
    status: order.status,
    price_idr: order.priceIdr,
    max_budget: order.maxBudget,
    intake: order.intake,
    callback_url: order.callbackUrl,
    sla_due_at: order.slaDueAt.toISOString(),
    deliverable: order.deliverable,
    approval_required: order.approvalRequired,
    messages: messages.map((m) => ({
      id: m.id,
      sender: m.sender,
      text: m.text,
      created_at: m.createdAt.toISOString(),
    })),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    allowed_actions: allowedActions(order, viewer),
    files,
  };
}
