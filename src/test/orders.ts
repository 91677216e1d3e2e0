import type { DomainContext } from '~/server/domain/context';
import { testDomain } from './domain-context';
import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { organization } from '~/server/db/schema';
import { approveOrder } from '~/server/domain/orders/approve-order';
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

/**
 * A live order left `dibayar` with its offering job queued (not run: no worker here), as an organization's approval
 * leaves one: an order paid at its POST is offered by the POST itself (offers/offering-reactions.ts). The
 * organization asks for approval of this one order, then gets its threshold back.
 */
export async function placeApprovedOrder(db: Db, agent: Agent, service: string, domain: DomainContext = testDomain) {
  const [org] = await db
    .select({ threshold: organization.approvalThresholdIdr })
    .from(organization)
    .where(eq(organization.id, agent.organizationId));
  const setThreshold = (approvalThresholdIdr: number) =>
    db.update(organization).set({ approvalThresholdIdr }).where(eq(organization.id, agent.organizationId));
  await setThreshold(0);
  try {
    const order = await placeOrder(db, agent, service, {}, domain);
    if (order.status !== 'menunggu_bayar') throw new Error(`order ${order.id} is ${order.status}`);
    const actor = { type: 'user' as const, id: 'usr_test' };
    return await approveOrder({ reach: 'platform', db, domain, orderId: order.id, actor });
  } finally {
    await setThreshold(org!.threshold);
  }
}

/** The order record's fields (checked against the spec in shared/orders/order-view-schema.test.ts). */
export { ORDER_FIELDS } from '~/shared/orders/order-view-schema';

/** ISO 8601 UTC with milliseconds. */
export const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
