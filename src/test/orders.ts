import type { DomainContext } from '~/server/domain/context';
import { testDomain } from './domain-context';
import type { Db } from '~/server/db/client';
import { CATALOG_SEED } from '~/server/db/seed/catalog-seed-data';
import { authenticateApiKey } from '~/server/domain/keys/authenticate-api-key';
import { createOrder } from '~/server/domain/orders/create-order';
import type { Agent } from './fixtures';

export function seededService(code: string) {
  const service = CATALOG_SEED.find((s) => s.code === code);
  if (!service) throw new Error(`no seeded service ${code}`);
  return service;
}

/** Every required intake field of a seeded service, filled in. */
export function validIntake(code: string): Record<string, string> {
  return Object.fromEntries(
    seededService(code)
      .intake.filter((f) => f.required)
      .map((f) => [f.key, `isi ${f.key}`]),
  );
}

export const seededPrice = (code: string): number => seededService(code).price_idr;

/** Creates an order through the same domain function POST /v1/orders uses. */
/** `domain`: the wiring the order's jobs are scheduled through (a recordJobs() recorder's, to see them). */
export async function placeOrder(
  db: Db,
  agent: Agent,
  service: string,
  extra: { callback_url?: string } = {},
  domain: DomainContext = testDomain,
) {
  const { apiKey } = await authenticateApiKey({ db, authorization: `Bearer ${agent.apiKey}` });
  const { order } = await createOrder({
    db,
    domain,
    apiKey,
    input: { service, intake: validIntake(service), ...extra },
    idempotency: null,
  });
  return order;
}

/** The order record's fields (checked against the spec in shared/orders/order-view-schema.test.ts). */
export { ORDER_FIELDS } from '~/shared/orders/order-view-schema';

/** ISO 8601 UTC with milliseconds. */
export const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
