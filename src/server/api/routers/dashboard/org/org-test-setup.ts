// Arrangements shared by the organization router tests (not a test file itself).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '~/server/api/context';
import type { Db } from '~/server/db/client';
import {
  apiKeys,
  auditLog,
  cases,
  invitation,
  invoices,
  ledgerEntries,
  member,
  orderMessages,
  orders,
  organization,
  webhookEvents,
} from '~/server/db/schema';
import { newId } from '~/server/domain/ids';
import { createUser } from '~/test/dashboard';
import { createAgent, type Agent } from '~/test/fixtures';

type People = { owner: SessionUser; admin: SessionUser; member: SessionUser; outsider: SessionUser };
export type OrgSetup = People & { agent: Agent; organizationId: string };

/** An approved organization with a key (from the shared fixture) and one person in each role, plus an outsider. */
export async function orgWithPeople(db: Db, options: Parameters<typeof createAgent>[0] = {}): Promise<OrgSetup> {
  const agent = await createAgent({ db, ...options });
  const organizationId = agent.organizationId;
  const people = {
    owner: await createUser(db, { name: 'Olivia Owner' }),
    admin: await createUser(db, { name: 'Adi Admin' }),
    member: await createUser(db, { name: 'Mira Member' }),
    outsider: await createUser(db, { name: 'Otto Outsider' }),
  };
  for (const role of ['owner', 'admin', 'member'] as const) {
    await db.insert(member).values({ id: newId('member'), organizationId, userId: people[role].id, role });
  }
  return { agent, organizationId, ...people };
}

/** Everything a refused dashboard call could have changed for this organization, as one comparable value. */
export async function organizationState(db: Db, organizationId: string) {
  const orderRows = await db
    .select({ id: orders.id, status: orders.status, updatedAt: orders.updatedAt })
    .from(orders)
    .where(eq(orders.organizationId, organizationId))
    .orderBy(asc(orders.id));
  const orderIds = orderRows.map((o) => o.id);
  const caseRows = await db
    .select({ id: cases.id, status: cases.status, selected: cases.selectedBidId })
    .from(cases)
    .where(eq(cases.organizationId, organizationId))
    .orderBy(asc(cases.id));
  const [jobs] = await db.execute<{ n: string }>(sql`select count(*) as n from graphile_worker.jobs`);
  return {
    organization: await db.select().from(organization).where(eq(organization.id, organizationId)),
    keys: await db
      .select({ prefix: apiKeys.prefix, revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(eq(apiKeys.organizationId, organizationId))
      .orderBy(asc(apiKeys.prefix)),
    orders: orderRows,
    messages: orderIds.length
      ? (await db.select({ id: orderMessages.id }).from(orderMessages).where(inArray(orderMessages.orderId, orderIds)))
          .length
      : 0,
    events: orderIds.length
      ? (await db.select({ id: webhookEvents.id }).from(webhookEvents).where(inArray(webhookEvents.orderId, orderIds)))
          .length
      : 0,
    ledgerEntries: (await db.select({ id: ledgerEntries.id }).from(ledgerEntries)).length,
    members: await db
      .select({ userId: member.userId, role: member.role })
      .from(member)
      .where(eq(member.organizationId, organizationId))
      .orderBy(asc(member.userId)),
    invitations: await db
      .select({ email: invitation.email, role: invitation.role })
      .from(invitation)
      .where(and(eq(invitation.organizationId, organizationId)))
      .orderBy(asc(invitation.email)),
    cases: caseRows,
    invoices: (await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.organizationId, organizationId)))
      .length,
    audit: (await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.targetId, organizationId))).length,
    jobs: Number(jobs?.n ?? 0),
  };
}
