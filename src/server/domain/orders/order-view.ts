import type { orderMessages, orders } from '~/server/db/schema';

type OrderRow = typeof orders.$inferSelect;
type MessageRow = typeof orderMessages.$inferSelect;

export type MessageView = { id: string; sender: 'praktisi' | 'klien'; text: string; created_at: string };

/** Exactly the spec's order record. */
export type OrderView = {
  id: string;
  service: string;
  status: OrderRow['status'];
  price_idr: number;
  max_budget: number | null;
  intake: Record<string, string>;
  callback_url: string | null;
  sla_due_at: string;
  deliverable: string | null;
  approval_required: boolean;
  messages: MessageView[];
  created_at: string;
  updated_at: string;
};

export function toOrderView(order: OrderRow, messages: MessageRow[]): OrderView {
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
  };
}
