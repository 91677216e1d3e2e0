import { getCase } from '~/server/domain/cases/get-case';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { caseIdInput, caseSchema } from '~/shared/v1/case-schema';

export const getCaseEndpoint = v1Endpoint({
  scope: 'kasus:baca',
  meta: {
    openapi: { method: 'GET', path: '/cases/{id}', tags: ['Cases'], summary: 'Case status and bids', protect: true },
    errors: ['NOT_FOUND'],
  },
  input: caseIdInput,
  output: caseSchema,
  handle: ({ ctx, input }) =>
    getCase({
      db: ctx.db,
      caseId: input.id,
      reach: ctx.apiKey,
    }),
});
