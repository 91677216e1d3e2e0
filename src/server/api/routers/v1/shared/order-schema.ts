import { z } from 'zod';
import { ORDER_STATUSES } from '~/server/db/schema';

export const messageSchema = z.object({
  id: z.string().describe('`msg_…`'),
  sender: z.enum(['praktisi', 'klien']).describe('Who wrote it'),
  text: z.string().describe('Message text'),
  created_at: z.string().describe('ISO 8601 UTC'),
});

export const orderSchema = z
  .object({
    id: z.string().describe('`ord_…`'),
    service: z.string().describe('Service code from the catalog'),
    status: z.enum(ORDER_STATUSES).describe('Order state'),
    price_idr: z.number().int().describe('Agent price in rupiah, held in escrow once paid'),
    max_budget: z.number().int().nullable().describe('Ceiling given at creation'),
    intake: z.record(z.string(), z.string()).describe('Intake field values'),
    callback_url: z.string().nullable().describe('Webhook address of this order'),
    sla_due_at: z.string().describe('ISO 8601 UTC with milliseconds'),
    deliverable: z.string().nullable().describe('The handed-in result, null until then'),
    approval_required: z.boolean().describe('true when the price is above the organization approval threshold'),
    messages: z.array(messageSchema).describe('Messages between practitioner and client, oldest first'),
    created_at: z.string().describe('ISO 8601 UTC'),
    updated_at: z.string().describe('ISO 8601 UTC'),
  })
  .describe('Order');

export const orderIdInput = z.object({ id: z.string().describe('Order id (`ord_…`)') });
