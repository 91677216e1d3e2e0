import type { OperationsAlertCode } from './operations-alerts';

/** What a person can be told about; the settings page lists them in this order. */
export const NOTIFICATION_KINDS = [
  'offer_new',
  'order_awaiting_approval',
  'practitioner_question',
  'client_replied',
  'revision_requested',
  'delivery_ready',
  'work_accepted',
  'dispute_opened',
  'dispute_resolved',
  'bid_new',
  'bid_selected',
  'invoice_issued',
  'invoice_paid',
  'deposit_credited',
  'order_receipt',
  'application_submitted',
  'organization_approved',
  'invitation_accepted',
  'app_connected',
  'operations_alert',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Kinds whose e-mail a person asks for rather than gets by default: a receipt per paid order would flood an
 * organization that orders through an agent all day, so owners choose it.
 */
export const EMAIL_OPT_IN_KINDS: readonly NotificationKind[] = ['order_receipt'];

/**
 * Facts a notification carries, stored as jsonb beside its kind and rendered in the reader's language when shown
 * (so a later language switch changes old notifications too).
 */
export type NotificationParams = {
  orderId?: string;
  offerId?: string;
  service?: string;
  priceIdr?: number;
  expiresAt?: string;
  excerpt?: string;
  outcome?: 'praktisi' | 'klien';
  invoiceId?: string;
  caseId?: string;
  bidId?: string;
  amountIdr?: number;
  organization?: string;
  organizationId?: string;
  /** A person named in the text: the practitioner who bid, the member who joined. */
  person?: string;
  reference?: string;
  /** The number of the paper the notification carries (a receipt). */
  paperNumber?: string;
  /** The name of an app connected by OAuth. */
  client?: string;
  /** An operations board alert that began firing, with its figure and threshold then. */
  alert?: OperationsAlertCode;
  value?: number;
  threshold?: number;
  /** Which episode of that alert (operations_alert.episode): the notification is handled once it ended. */
  episode?: number;
};
