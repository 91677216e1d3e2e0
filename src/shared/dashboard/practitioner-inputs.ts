import { z } from 'zod';

/** Shared by the workspace forms (inline messages) and the procedures (the check that counts). */
export const orderIdInput = z.object({ orderId: z.string().trim().min(1, 'Wajib diisi').max(100) });

/** A question to the client (becomes an order message) or the deliverable. */
export const orderTextInput = orderIdInput.extend({
  text: z.string().trim().min(1, 'Wajib diisi').max(20_000, 'Maksimal 20.000 karakter'),
  /** Ids of files the practitioner uploaded for this order (POST /praktisi/order/{orderId}/berkas). */
  files: z.array(z.string().max(100)).max(10).optional(),
});

export const placeBidInput = z.object({
  caseId: z.string().trim().min(1, 'Wajib diisi').max(100),
  amountIdr: z
    .number({ error: 'Isi jumlah dalam rupiah' })
    .int('Harus bilangan bulat (tanpa desimal)')
    .positive('Harus lebih dari 0')
    .max(1_000_000_000_000, 'Terlalu besar'),
  message: z.string().trim().min(10, 'Minimal 10 karakter').max(5_000, 'Maksimal 5.000 karakter'),
  estimatedDays: z
    .number({ error: 'Isi perkiraan hari' })
    .int('Harus bilangan bulat')
    .min(1, 'Minimal 1 hari')
    .max(365, 'Maksimal 365 hari'),
});
