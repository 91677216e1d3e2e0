import { createCase } from '~/server/domain/cases/create-case';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { caseSchema } from '~/shared/v1/case-schema';
import { createCaseBody } from '~/shared/v1/create-case-body';

export const createCaseEndpoint = v1Endpoint({
  scope: 'kasus:buat',
  meta: {
    openapi: {
      method: 'POST',
      path: '/cases',
      tags: ['Cases'],
      summary: 'Submit a custom matter to the case board',
      description:
        'For matters no catalog service fits. Practitioners bid; select a bid to get an invoice. Promise no outcome to the user.',
      protect: true,
    },
    successStatus: 201,
    errors: ['EMAIL_INVALID', 'STORY_TOO_SHORT'],
  },
  input: createCaseBody,
  output: caseSchema,
  handle: ({ ctx, input }) =>
    createCase({
      db: ctx.db,
      domain: ctx.domain,
      organizationId: ctx.apiKey.organizationId,
      apiKeyId: ctx.apiKey.id,
      livemode: ctx.apiKey.livemode,
      input,
    }),
});
