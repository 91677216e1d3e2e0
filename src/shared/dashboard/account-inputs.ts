import { z } from 'zod';

/** Shared by the form (inline messages) and the procedure (the check that counts). */
export const createOrganizationInput = z.object({
  name: z.string().trim().min(2, 'Minimal 2 karakter').max(200),
  companyName: z.string().trim().min(2, 'Minimal 2 karakter').max(200),
  // http(s) only: the address is rendered as a link for staff, and `javascript:` is a valid URL too.
  website: z
    .string()
    .trim()
    .url('Alamat situs tidak valid (contoh: https://contoh.co.id)')
    .regex(/^https?:\/\//i, 'Alamat situs harus diawali http:// atau https://')
    .max(500),
  useCase: z.string().trim().min(10, 'Ceritakan minimal 10 karakter').max(2000),
  expectedVolume: z.string().trim().min(1, 'Wajib diisi').max(200),
});
export type CreateOrganizationInput = z.infer<typeof createOrganizationInput>;
