import { z } from 'zod';

/** An NPWP is 15 digits (`99.999.999.9-999.999`) or, since 2024, 16 (the NIK-based form); separators optional. */
const NPWP_DIGITS = [15, 16] as const;

/** The NPWP as printed: the 15-digit form with its dots and dash, the 16-digit form as digits. */
export function formatNpwp(digits: string): string {
  if (digits.length !== 15) return digits;
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits.slice(8, 9)}-${digits.slice(9, 12)}.${digits.slice(12)}`;
}

/** The schema's messages (Indonesian, as the API's); the form words them per locale by these keys. */
export const BILLING_MESSAGES = {
  addressTooLong: 'Maksimal 500 karakter',
  npwp: 'NPWP harus 15 atau 16 digit',
} as const;

/**
 * The billing details form: an address of up to 500 characters and an NPWP, each optional (empty clears it).
 * The NPWP is kept as its digits.
 */
export const billingFields = z.object({
  address: z
    .string()
    .trim()
    .max(500, BILLING_MESSAGES.addressTooLong)
    .transform((v) => v || null),
  taxNumber: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .refine(
      (v) => v === '' || (/^\d+$/.test(v) && (NPWP_DIGITS as readonly number[]).includes(v.length)),
      BILLING_MESSAGES.npwp,
    )
    .transform((v) => v || null),
});

export const setBillingInput = z.object({ organizationId: z.string().min(1).max(100) }).extend(billingFields.shape);
