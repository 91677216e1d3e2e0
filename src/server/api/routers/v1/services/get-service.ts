import { z } from 'zod';
import { getServiceForAgents } from '~/server/domain/catalog/get-service';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { serviceSchema } from '~/shared/v1/service-schema';

export const getServiceEndpoint = v1Endpoint({
  scope: null,
  meta: {
    openapi: {
      method: 'GET',
      path: '/services/{code}',
      tags: ['Catalog'],
      summary: 'One service and its intake fields',
      protect: true,
    },
    errors: ['SERVICE_NOT_FOUND'],
  },
  input: z.object({ code: z.string().describe('Service code') }),
  output: serviceSchema,
  handle: ({ ctx, input }) => getServiceForAgents({ db: ctx.db, code: input.code }),
});
