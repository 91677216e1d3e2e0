import { z } from 'zod';
import { createCase } from '~/server/domain/cases/create-case';
import { apiKeyProcedure } from '~/server/api/procedures';
import { caseSchema } from '~/server/api/routers/v1/shared/case-schema';
import { text } from '~/shared/v1/limits';

export const createCaseProcedure = apiKeyProcedure('kasus:buat')
  .meta({
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
  })
  .input(
    z.strictObject({
      contact_name: text().min(1).describe('Contact person'),
      contact_email: text().describe('Contact e-mail (valid address, else EMAIL_INVALID)'),
      story: text().describe('What happened and what is needed, at least 30 characters (else STORY_TOO_SHORT)'),
      contact_phone: text().nullish().describe('Phone number'),
      area: text().nullish().describe('Area of law'),
      urgency: text().nullish().describe('How urgent'),
      budget_range: text().nullish().describe('Budget range'),
    }),
  )
  .output(caseSchema)
  .mutation(({ ctx, input }) =>
    createCase({ db: ctx.db, organizationId: ctx.apiKey.organizationId, apiKeyId: ctx.apiKey.id, input }),
  );
