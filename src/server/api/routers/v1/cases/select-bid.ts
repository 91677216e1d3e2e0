import { selectBid } from '~/server/domain/cases/select-bid';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { caseIdInput, caseSchema } from '~/shared/v1/case-schema';
import { selectBidBody } from '~/shared/v1/select-bid-body';

export const selectBidEndpoint = v1Endpoint({
  scope: 'kasus:pilih',
  meta: {
    openapi: {
      method: 'POST',
      path: '/cases/{id}/select',
      tags: ['Cases'],
      summary: 'Choose a bid; an invoice is created',
      description: 'Only while the case is `terbuka`. Other bids become `ditolak`.',
      protect: true,
    },
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
  input: caseIdInput.extend(selectBidBody.shape).strict(),
  output: caseSchema,
  handle: ({ ctx, input }) =>
    selectBid({
      db: ctx.db,
      domain: ctx.domain,
      caseId: input.id,
      bidId: input.bid_id,
      reach: ctx.apiKey,
    }),
});
