import { z } from 'zod';

export const serviceSchema = z
  .object({
    code: z.string().describe('Service code, used as `service` when ordering'),
    name: z.string().describe('Name (Indonesian)'),
    description: z.string().describe('Scope of the work'),
    category: z.string().describe('Catalog category'),
    price_idr: z.number().int().describe('Agent price in rupiah (indicative starting price for bid-based services)'),
    sla_hours: z.number().int().describe('Hours from payment to the deliverable'),
    pricing: z.enum(['fixed', 'bid']).describe('`bid`: submit as a case, not an order'),
    orderable: z.boolean().describe('Whether POST /v1/orders accepts this service'),
    intake: z
      .array(
        z.object({
          key: z.string().describe('Key in the order `intake` map'),
          label: z.string().describe('Label (Indonesian)'),
          required: z.boolean().describe('Must be present and non-blank'),
          type: z
            .enum(['text', 'file'])
            .describe('`file`: the value is a `file_…` id from POST /v1/files (a document), else text'),
          description: z.string().describe('What to fill in and its format'),
        }),
      )
      .describe('Fields to fill when ordering'),
  })
  .describe('Catalog service');

/** GET /v1/services and the `daftar_layanan` tool: the list wrapped in an object. */
export const serviceListSchema = z.object({ data: z.array(serviceSchema) });
