import { z } from 'zod';

export const invoiceIdInput = z.object({ id: z.string().describe('Invoice id (`inv_…`)') });
