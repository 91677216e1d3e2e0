import { z } from 'zod';
import { getServiceForAgents } from '~/server/domain/catalog/get-service';
import { apiKeyProcedure } from '~/server/api/procedures';
import { serviceSchema } from '~/shared/v1/service-schema';

export const getServiceProcedure = apiKeyProcedure(null)
  .meta({
    openapi: {
      method: 'GET',
      path: '/services/{code}',
      tags: ['Catalog'],
      summary: 'One service and its intake fields',
      protect: true,
    },
    errors: ['SERVICE_NOT_FOUND'],
  })
  .input(z.object({ code: z.string().describe('Service code') }))
  .output(serviceSchema)
  .query(({ ctx, input }) => getServiceForAgents({ db: ctx.db, code: input.code }));
