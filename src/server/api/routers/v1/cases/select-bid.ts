import { selectBid } from '~/server/domain/cases/select-bid';
import { apiKeyProcedure } from '~/server/api/procedures';
import { caseIdInput, caseSchema } from '~/server/api/routers/v1/shared/case-schema';
import { text } from '~/shared/v1/limits';

export const selectBidProcedure = apiKeyProcedure('kasus:pilih')
  .meta({
    openapi: {
      method: 'POST',
      path: '/cases/{id}/select',
      tags: ['Cases'],
      summary: 'Choose a bid; an invoice is created',
      description: 'Only while the case is `terbuka`. Other bids become `ditolak`.',
      protect: true,
    },
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  })
  .input(caseIdInput.extend({ bid_id: text().min(1).describe('The chosen bid (`bid_…`)') }).strict())
  .output(caseSchema)
  .mutation(({ ctx, input }) =>
    selectBid({ db: ctx.db, caseId: input.id, bidId: input.bid_id, organizationId: ctx.apiKey.organizationId }),
  );
