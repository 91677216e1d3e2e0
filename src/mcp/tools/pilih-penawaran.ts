import { WRITES, defineTool, pathSegment, segment } from './tool';

export const pilihPenawaran = defineTool({
  name: 'pilih_penawaran',
  title: 'Pilih penawaran',
  description:
    'Chooses one bid of an open case; an invoice is created and the other bids are declined. Only with the user’s decision.',
  inputSchema: {
    case_id: pathSegment().describe('Case id, "case_…"'),
    bid_id: pathSegment().describe('Bid id, "bid_…", from status_kasus'),
  },
  annotations: WRITES,
  request: ({ case_id, bid_id }) => ({ method: 'POST', path: `/cases/${segment(case_id)}/select`, body: { bid_id } }),
});
