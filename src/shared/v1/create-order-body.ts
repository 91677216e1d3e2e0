import { z } from 'zod';
import { text } from '~/shared/v1/limits';

/** Intake maps larger than this are refused before the service's fields are looked at. */
const MAX_INTAKE_KEYS = 100;

/** Body of POST /v1/orders; the MCP tool `buat_order` takes its arguments from these same fields. */
export const createOrderBody = z.strictObject({
  service: text().min(1).describe('Service code from the catalog'),
  intake: z
    .record(text(), text())
    .refine((m) => Object.keys(m).length <= MAX_INTAKE_KEYS, `at most ${MAX_INTAKE_KEYS} keys`)
    .describe(
      "Intake values, as strings: every required field of the service. The keys are that service's intake fields (listed by `GET /v1/services/{code}`); any other key is refused with 422 `VALIDATION`.",
    ),
  // A union, not a bare number: trpc-to-openapi switches bare number fields to coercion (so "100" or
  // true would pass); the spec wants a non-integer rejected.
  max_budget: z
    .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.null()])
    .optional()
    .describe('Integer > 0; the order fails with 402 if the price exceeds it'),
  callback_url: z
    .string()
    .max(2048)
    .regex(/^https?:\/\/\S+$/i, 'must begin with http:// or https://')
    .nullish()
    .describe('Webhook address for this order (overrides the key webhook URL)'),
});
