import { z } from 'zod';

export const caseSchema = z
  .object({
    id: z.string().describe('`case_…`'),
    status: z
      .enum(['terbuka', 'dipilih', 'ditutup'])
      .describe('`terbuka`: open for bids; `dipilih`: a bid was selected'),
    contact_name: z.string(),
    contact_email: z.string(),
    contact_phone: z.string().nullable(),
    area: z.string().nullable(),
    urgency: z.string().nullable(),
    budget_range: z.string().nullable(),
    story: z.string(),
    bids: z
      .array(
        z.object({
          bid_id: z.string().describe('`bid_…`, pass it to select'),
          practitioner_name: z.string(),
          amount_idr: z.number().int().describe('Price offered in rupiah'),
          message: z.string(),
          estimated_days: z.number().int(),
          status: z.enum(['aktif', 'dipilih', 'ditolak']),
          created_at: z.string(),
        }),
      )
      .describe('Bids (penawaran) from practitioners'),
    selected_bid_id: z.string().nullable(),
    invoice: z
      .object({
        id: z.string().describe('`inv_…`'),
        amount_idr: z.number().int(),
        status: z.enum(['belum_dibayar', 'lunas']),
        created_at: z.string(),
      })
      .nullable()
      .describe('Issued when a bid is selected'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .describe('Case on the case board');

export const caseIdInput = z.object({ id: z.string().describe('Case id (`case_…`)') });
