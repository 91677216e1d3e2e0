import { z } from 'zod';
import { ORGANIZATION_STATUSES } from '~/shared/organization-statuses';
import { listFilterFields, listPageFields } from './list-filter';

/**
 * Shared by the staff console forms (inline messages) and the procedures (the check that counts).
 * Imported by client components too, so it imports nothing from the server.
 */

const rupiahAmount = z
  .number({ error: 'Isi jumlah dalam rupiah' })
  .int('Harus bilangan bulat (tanpa desimal)')
  .positive('Harus lebih dari 0')
  .max(1_000_000_000_000, 'Terlalu besar');

// ---- Operator ----

const organizationStatus = z.enum(ORGANIZATION_STATUSES);

/** The applications list: a status, text in the organization or its owners, the Jakarta days it applied. */
export const applicationsInput = z.object({
  status: organizationStatus.optional(),
  ...listFilterFields,
  ...listPageFields,
});

export const setOrganizationStatusInput = z
  .object({
    organizationId: z.string().trim().min(1, 'Wajib diisi').max(100),
    status: organizationStatus,
    /** Shown to the organization's members; required when rejecting. */
    reason: z.string().trim().max(2_000, 'Maksimal 2.000 karakter').optional(),
  })
  .refine((v) => v.status !== 'rejected' || !!v.reason, { path: ['reason'], message: 'Wajib diisi' });

/** The reject form's field. */
export const rejectReasonFields = z.object({
  reason: z.string().trim().min(5, 'Minimal 5 karakter').max(2_000, 'Maksimal 2.000 karakter'),
});

const serviceCodeInput = z.object({ code: z.string().trim().min(1, 'Wajib diisi').max(100) });

export const updateServiceInput = serviceCodeInput.extend({
  name: z.string().trim().min(2, 'Minimal 2 karakter').max(200, 'Maksimal 200 karakter'),
  description: z.string().trim().min(10, 'Minimal 10 karakter').max(5_000, 'Maksimal 5.000 karakter'),
  priceIdr: rupiahAmount,
  slaHours: z
    .number({ error: 'Isi SLA dalam jam' })
    .int('Harus bilangan bulat')
    .min(1, 'Minimal 1 jam')
    .max(8_760, 'Maksimal 8.760 jam'),
  pricing: z.enum(['fixed', 'bid']),
  active: z.boolean(),
  agentVisible: z.boolean(),
  agentOrderable: z.boolean(),
});

export const intakeFieldInput = serviceCodeInput.extend({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, 'Huruf kecil, angka dan garis bawah, diawali huruf (contoh: nama_perusahaan)'),
  label: z.string().trim().min(1, 'Wajib diisi').max(200, 'Maksimal 200 karakter'),
  required: z.boolean(),
  /** `file`: the value is a document the organization uploaded (a `file_` id). */
  type: z.enum(['text', 'file']).optional(),
  description: z.string().trim().max(2_000, 'Maksimal 2.000 karakter'),
});

export const removeIntakeFieldInput = serviceCodeInput.extend({ key: z.string().trim().min(1, 'Wajib diisi').max(64) });

/** The practitioners list: text in the name, address, id or services; who is active or still unclaimed. */
export const practitionersInput = z
  .object({
    search: listFilterFields.search,
    state: z.enum(['active', 'inactive', 'unclaimed']).optional(),
    ...listPageFields,
  })
  .optional();

export const practitionerIdInput = z.object({ practitionerId: z.string().trim().min(1, 'Wajib diisi').max(100) });

const serviceCodes = z.array(z.string().trim().min(1).max(100)).min(1, 'Pilih minimal satu layanan').max(200);

export const createPractitionerInput = z.object({
  name: z.string().trim().min(2, 'Minimal 2 karakter').max(200, 'Maksimal 200 karakter'),
  email: z.string().trim().toLowerCase().email('Alamat e-mail tidak valid').max(320),
  serviceCodes,
});

export const setPractitionerActiveInput = practitionerIdInput.extend({ active: z.boolean() });

export const setPractitionerServicesInput = practitionerIdInput.extend({ serviceCodes });

const orderIdInput = z.object({ orderId: z.string().trim().min(1, 'Wajib diisi').max(100) });

export const resolveDisputeInput = orderIdInput.extend({ decision: z.enum(['practitioner', 'client']) });

export const cancelOrderInput = orderIdInput.extend({
  reason: z.string().trim().min(5, 'Minimal 5 karakter').max(2_000, 'Maksimal 2.000 karakter'),
});

export const keysInput = z.object({ q: z.string().trim().max(200).optional() });

export const revealSecretInput = z.object({
  prefix: z
    .string()
    .trim()
    .regex(/^[a-z0-9]{8}$/, 'Prefix: 8 huruf kecil/angka'),
});

// ---- Finance ----

export const organizationIdInput = z.object({
  organizationId: z
    .string()
    .trim()
    .regex(/^org_[A-Za-z0-9]{6,64}$/, 'Format: org_ diikuti kode organisasi (dari berita transfer)'),
});

export const recordTransferInput = organizationIdInput.extend({
  amountIdr: rupiahAmount,
  reference: z.string().trim().min(3, 'Minimal 3 karakter').max(100, 'Maksimal 100 karakter'),
});

export const invoicesInput = z.object({
  status: z.enum(['belum_dibayar', 'lunas']).optional(),
  ...listFilterFields,
  ...listPageFields,
});

export const invoiceIdInput = z.object({ invoiceId: z.string().trim().min(1, 'Wajib diisi').max(100) });

/** One organization's webhook target on the operations board, to pause or resume. */
export const webhookTargetInput = z.object({
  organizationId: z.string().trim().min(1, 'Wajib diisi').max(100),
  targetUrl: z.string().trim().min(1, 'Wajib diisi').max(2048),
});
