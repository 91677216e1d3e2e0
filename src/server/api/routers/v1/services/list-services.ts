import { z } from 'zod';
import { listServices } from '~/server/domain/catalog/list-services';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { serviceListSchema } from '~/shared/v1/service-schema';
import { text } from '~/shared/v1/limits';

export const listServicesEndpoint = v1Endpoint({
  scope: null,
  meta: {
    openapi: {
      method: 'GET',
      path: '/services',
      tags: ['Catalog'],
      summary: 'List the catalog',
      description:
        'Services agents can see, with price, SLA and intake. Bid-based and not-opened services are listed with `orderable: false`.',
      protect: true,
    },
  },
  input: z.object({
    q: text().optional().describe('Text search over code, name and description'),
    category: text().optional().describe('Only this category'),
  }),
  output: serviceListSchema,
  handle: async ({ ctx, input }) => ({
    data: await listServices({ db: ctx.db, q: input.q, category: input.category }),
  }),
});
