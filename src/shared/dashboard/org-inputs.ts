import { z } from 'zod';
import { EVENT_TYPES } from '~/shared/v1/event-schema';
import { ORDER_STATUSES } from '~/shared/orders/order-statuses';
import { SCOPES } from '~/shared/scopes';
import { MEMBER_ROLES } from '~/shared/member-roles';
import { listFilterFields, listPageFields, pageCursor } from './list-filter';

/** The kinds of movement on a deposit account (the ledger list's filter). */
export const LEDGER_KINDS = ['deposit_topup', 'order_payment', 'order_refund'] as const;

/**
 * Inputs of the organization dashboard, shared by the forms (inline messages) and the procedures (the
 * check that counts). Client code imports this file, so it holds no runtime imports from the database.
 * The messages are Indonesian; the forms translate them by key (see VALIDATION_MESSAGES).
 */
export const VALIDATION_MESSAGES = {
  required: 'Wajib diisi',
  nameTooLong: 'Maksimal 100 karakter',
  amountPositive: 'Masukkan jumlah rupiah bulat lebih dari 0',
  amountNonNegative: 'Masukkan jumlah rupiah bulat, 0 atau lebih',
  amountTooLarge: 'Jumlah terlalu besar',
  webhookUrl: 'Gunakan alamat https://… (atau http://localhost… untuk pengembangan)',
  urlTooLong: 'Maksimal 2.048 karakter',
  scopes: 'Pilih minimal satu scope',
  message: 'Tulis pesan (minimal 1 karakter)',
  reason: 'Tulis alasan (minimal 1 karakter)',
  textTooLong: 'Maksimal 20.000 karakter',
  email: 'Alamat e-mail tidak valid',
} as const;
const M = VALIDATION_MESSAGES;

/** Largest amount a dashboard form accepts (one trillion rupiah). */
const MAX_FORM_IDR = 1_000_000_000_000;

const amount = (min: 0 | 1) =>
  z
    .number({ error: min === 0 ? M.amountNonNegative : M.amountPositive })
    .int(min === 0 ? M.amountNonNegative : M.amountPositive)
    .min(min, min === 0 ? M.amountNonNegative : M.amountPositive)
    .max(MAX_FORM_IDR, M.amountTooLarge);

const id = z.string().trim().min(1).max(100);
const longText = (message: string) => z.string().trim().min(1, message).max(20_000, M.textTooLong);

/**
 * The dashboard accepts only `https://` webhook URLs, or `http://localhost` for development (stricter
 * than the API's callback_url, which takes any http(s) address).
 */
function isDashboardWebhookUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname.length > 0;
  return url.protocol === 'http:' && url.hostname === 'localhost';
}

export const orgInput = z.object({ organizationId: id });

// ---- Overview and deposit ----
export const thresholdFields = z.object({ thresholdIdr: amount(0) });
export const setThresholdInput = orgInput.extend(thresholdFields.shape);
export const setTwoFactorRequirementInput = orgInput.extend({ required: z.boolean() });
export const depositInput = orgInput.extend({
  before: z.number().int().positive().optional(),
  ...listFilterFields,
  kind: z.enum(LEDGER_KINDS).optional(),
  limit: z.number().int().min(1).max(200).optional(),
});

// ---- API keys ----
export const createKeyFields = z.object({
  name: z.string().trim().min(1, M.required).max(100, M.nameTooLong),
  perOrderLimitIdr: amount(1),
  monthlyLimitIdr: amount(1),
  webhookUrl: z
    .string()
    .trim()
    .max(2048, M.urlTooLong)
    .refine((v) => v === '' || isDashboardWebhookUrl(v), M.webhookUrl)
    .nullish()
    .transform((v) => v || null),
  scopes: z.array(z.enum(SCOPES)).min(1, M.scopes),
});
/** `test`: a test-mode key (`svc_test_`), which pending organizations may create too. */
export const createKeyInput = orgInput.extend({ ...createKeyFields.shape, test: z.boolean().optional() });
/** The test-mode switch of the dashboard: true shows test data only, false (default) live data only. */
export const modeInput = orgInput.extend({ test: z.boolean().optional() });
/** The dashboard's test-deposit top-up (test mode only; no money moves). */
export const testDepositInput = orgInput.extend({ amountIdr: amount(1) });
export const revokeKeyInput = orgInput.extend({
  prefix: z
    .string()
    .trim()
    .regex(/^[a-z0-9]{8}$/),
});

// ---- Orders ----
const orderStatusSchema = z.enum(ORDER_STATUSES);
export const listOrdersInput = orgInput.extend({
  status: orderStatusSchema.optional(),
  ...listFilterFields,
  test: z.boolean().optional(),
  cursor: pageCursor,
  limit: z.number().int().min(1).max(100).optional(),
});
export const orderIdInput = orgInput.extend({ orderId: id });
export const rejectFields = z.object({ reason: z.string().trim().max(2000, M.textTooLong).optional() });
export const rejectOrderInput = orderIdInput.extend(rejectFields.shape);
export const messageFields = z.object({
  text: longText(M.message),
  /** Ids of files uploaded for this order (POST /org/{orgId}/orders/{orderId}/berkas). */
  files: z.array(id).max(10).optional(),
});
export const messageOrderInput = orderIdInput.extend(messageFields.shape);
export const disputeFields = z.object({ reason: longText(M.reason) });
export const disputeOrderInput = orderIdInput.extend(disputeFields.shape);
export const resendEventInput = orgInput.extend({ eventId: id });
/** The events page: the filters of GET /v1/events, with a cursor for paging. */
export const listEventsInput = orgInput.extend({
  type: z.enum(EVENT_TYPES).optional(),
  ...listFilterFields,
  status: z.enum(['pending', 'delivered', 'dropped', 'no_target']).optional(),
  test: z.boolean().optional(),
  orderId: id.optional(),
  cursor: pageCursor,
  limit: z.number().int().min(1).max(100).optional(),
});

// ---- Cases ----
export const caseIdInput = orgInput.extend({ caseId: id });
export const listCasesInput = modeInput.extend({
  ...listFilterFields,
  status: z.enum(['terbuka', 'dipilih', 'ditutup']).optional(),
});
export const selectBidInput = caseIdInput.extend({ bidId: id });
/** The organization's invoices: a status, text in the invoice, case or practitioner, the Jakarta days issued. */
export const listInvoicesInput = modeInput.extend({
  status: z.enum(['belum_dibayar', 'lunas']).optional(),
  ...listFilterFields,
  ...listPageFields,
});

// ---- Members ----
export const inviteFields = z.object({
  email: z.string().trim().toLowerCase().email(M.email).max(320, M.email),
  role: z.enum(MEMBER_ROLES),
});
export const inviteMemberInput = orgInput.extend(inviteFields.shape);
export const setRoleInput = orgInput.extend({ memberId: id, role: z.enum(MEMBER_ROLES) });
export const removeMemberInput = orgInput.extend({ memberId: id });

// ---- Charts ----
export const chartsInput = orgInput.extend({ days: z.number().int().min(7).max(366).optional() });
