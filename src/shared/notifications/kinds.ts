/** What a person can be told about; the settings page lists them in this order. */
export const NOTIFICATION_KINDS = [
  'offer_new',
  'order_awaiting_approval',
  'practitioner_question',
  'delivery_ready',
  'dispute_opened',
  'dispute_resolved',
  'invoice_issued',
  'invoice_paid',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Facts a notification carries, stored as jsonb beside its kind and rendered in the reader's language when shown
 * (so a later language switch changes old notifications too).
 */
export type NotificationParams = {
  orderId?: string;
  service?: string;
  priceIdr?: number;
  expiresAt?: string;
  excerpt?: string;
  outcome?: 'praktisi' | 'klien';
  invoiceId?: string;
  caseId?: string;
  amountIdr?: number;
  organization?: string;
};
