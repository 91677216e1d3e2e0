import type { Db } from '~/server/db/client';
import { CATALOG_SEED } from '~/server/domain/catalog/catalog-seed-data';
import { authenticateApiKey } from '~/server/domain/keys/authenticate-api-key';
import { createOrder } from '~/server/domain/orders/create-order';
import type { Agent } from './fixtures';

/** Every required intake field of a seeded service, filled in. */
export function validIntake(code: string): Record<string, string> {
  const service = CATALOG_SEED.find((s) => s.code === code);
  if (!service) throw new Error(`no seeded service ${code}`);
  return Object.fromEntries(service.intake.filter((f) => f.required).map((f) => [f.key, `isi ${f.key}`]));
}

export function seededPrice(code: string): number {
  return CATALOG_SEED.find((s) => s.code === code)!.price_idr;
}

/** Creates an order through the same domain function POST /v1/orders uses. */
export async function placeOrder(db: Db, agent: Agent, service: string, extra: { callback_url?: string } = {}) {
  const apiKey = await authenticateApiKey({ db, authorization: `Bearer ${agent.apiKey}` });
  const { order } = await createOrder({ db, apiKey, input: { service, intake: validIntake(service), ...extra }, idempotency: null });
  return order;
}
