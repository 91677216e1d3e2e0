import { z } from 'zod';
import { defineTool, READ_ONLY, segment } from './tool';

export const statusKasus = defineTool({
  name: 'status_kasus',
  title: 'Status kasus',
  description: 'A case with its status, the bids (penawaran) received and, once a bid is chosen, the invoice.',
  inputSchema: { case_id: z.string().min(1).describe('Case id, "case_…"') },
  annotations: READ_ONLY,
  request: ({ case_id }) => ({ method: 'GET', path: `/cases/${segment(case_id)}` }),
});
