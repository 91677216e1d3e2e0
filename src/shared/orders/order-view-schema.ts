import { z } from 'zod';
import { ORDER_ACTIONS } from './order-actions';
import { ORDER_STATUSES } from './order-statuses';

const messageSchema = z.object({
  id: z.string().describe('`msg_…`'),
  sender: z.enum(['praktisi', 'klien']).describe('Who wrote it'),
  text: z.string().describe('Message text'),
  created_at: z.string().describe('ISO 8601 UTC'),
});

/** A file attached to an order, with a link that works without a key for a short time. */
const orderFileSchema = z.object({
  id: z.string().describe('`file_…`'),
  filename: z.string().describe('The uploaded name, without path, control or bidi characters'),
  content_type: z.string().describe('Decided from the bytes at upload'),
  size: z.number().int().describe('Bytes'),
  sha256: z.string().describe('Hex SHA-256 of the bytes'),
  attached_to: z
    .enum(['intake', 'message', 'deliverable'])
    .describe('An intake value (`intake_key`), a message (`message_id`), or the current hand-in'),
  intake_key: z.string().nullable().describe('The intake field whose value is this file'),
  message_id: z.string().nullable().describe('The message that carries this file'),
  download_url: z
    .string()
    .nullable()
    .describe('Signed link, no API key needed, valid until `expires_at`; safe to show to your user'),
  preview_url: z
    .string()
    .nullable()
    .describe(
      'Signed link that shows a PDF or image in the browser (sandboxed) instead of saving it; null for other types',
    ),
  expires_at: z.string().nullable().describe('ISO 8601 UTC: when `download_url` and `preview_url` stop working'),
});

/** The spec's order record plus `allowed_actions` and `files` (issue 26): the REST output, the domain view and the field list. */
export const orderViewSchema = z
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
    allowed_actions: z
      .array(z.enum(ORDER_ACTIONS))
      .describe('What the caller may do to this order now (for an API key: `kirim_pesan`, `terima_hasil`)'),
    files: z
      .array(orderFileSchema)
      .describe("The order's documents: intake files, each message's files and the current hand-in's"),
  })
  .describe('Order');

export type OrderFileView = z.infer<typeof orderFileSchema>;
export type OrderView = z.infer<typeof orderViewSchema>;

/** Every field of the order record, sorted. */
export const ORDER_FIELDS = Object.keys(orderViewSchema.shape).sort() as (keyof OrderView)[];
