// What a new order writes, row by row, with its ids and times replaced: the creating transaction sends its
// independent statements without waiting between them (db/pipelined.ts), and this file pins what it wrote when they
// went one by one (the same file passed on the tree before, docs/performance.md finding 64): order, history, event, ledger
// transaction, accounts and entries, jobs in their order, the idempotency record; since round 5's second session also
// the first offer the POST makes (offers/offering-reactions.ts). No worker runs: jobs stay queued.
import { eq, inArray, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import {
  idempotencyKeys,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  orderStatusHistory,
  orders,
  webhookEvents,
} from '~/server/db/schema';
import { requestHash } from '~/server/domain/idempotency/order-idempotency';
import { authenticateApiKey } from '~/server/domain/keys/authenticate-api-key';
import { createAgent, AMPLE_LIMITS, type Agent } from '~/test/fixtures';
import { testDomain } from '~/test/domain-context';
import { useFileDatabase } from '~/test/file-database';
import { validIntake } from '~/test/orders';
import { createOrder } from './create-order';

await useFileDatabase('aos_create_rows');

const SERVICE = 'review-kontrak';
let db: Db;

beforeAll(async () => {
  db = await getDb();
});

async function place(agent: Agent, key: string) {
  const { apiKey } = await authenticateApiKey({ db, authorization: `Bearer ${agent.apiKey}` });
  const input = { service: SERVICE, intake: validIntake(SERVICE) };
  const { order } = await createOrder({
    db,
    domain: testDomain,
    apiKey,
    input,
    idempotency: { key, requestHash: requestHash(input) },
  });
  return { order, apiKeyId: apiKey.id };
}

/** Everything the order's transaction wrote, ids and times named by what they are. */
async function written(agent: Agent, orderId: string, apiKeyId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
  const events = await db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.orderId, orderId))
    .orderBy(webhookEvents.seq);
  const transactions = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.orderId, orderId));
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.transactionId,
        transactions.map((t) => t.id),
      ),
    )
    .orderBy(ledgerEntries.id);
  const accounts = await db
    .select()
    .from(ledgerAccounts)
    .where(or(eq(ledgerAccounts.ownerId, orderId), eq(ledgerAccounts.ownerId, agent.organizationId)));
  const records = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.orderId, orderId));
  const jobs = await db.execute<{ task: string; key: string | null; queue: string | null; payload: string }>(sql`
    select t.identifier as task, j.key, q.queue_name as queue, j.payload::text as payload
    from graphile_worker._private_jobs j
    join graphile_worker._private_tasks t on t.id = j.task_id
    left join graphile_worker._private_job_queues q on q.id = j.job_queue_id
    where j.payload::text like ${`%${orderId}%`} or j.payload::text like any(${sql.raw(
      `array[${events.map((e) => `'%${e.id}%'`).join(',') || "''"}]`,
    )})
    order by j.id`);
  const names = new Map<string, string>([
    [orderId, '<order>'],
    [apiKeyId, '<key>'],
    [agent.organizationId, '<organization>'],
    ...events.map((e) => [e.id, '<event>'] as [string, string]),
    ...transactions.map((t) => [t.id, '<transaction>'] as [string, string]),
    ...accounts.map((a) => [a.id, `<${a.kind} account>`] as [string, string]),
  ]);
  const named = (value: unknown) => {
    let text = JSON.stringify(value);
    for (const [id, name] of names) text = text.replaceAll(id, name);
    return JSON.parse(text) as unknown;
  };
  const at = order!.createdAt.getTime();
  const since = (time: Date | null) => (time ? time.getTime() - at : null);
  // The first offer, made later in the same transaction, reads the clock again.
  const offered = (time: Date) => (time.getTime() >= at ? 'at or after creation' : 'before creation');
  return named({
    order: {
      ...order,
      createdAt: since(order!.createdAt),
      updatedAt: offered(order!.updatedAt),
      paidAt: since(order!.paidAt),
      slaDueAt: since(order!.slaDueAt),
    },
    history: history.map(({ id: _id, ...h }) => ({
      ...h,
      createdAt: h.fromStatus === null ? since(h.createdAt) : offered(h.createdAt),
    })),
    events: events.map(({ seq: _seq, ...e }) => ({
      ...e,
      createdAt: typeof e.createdAt,
      orderSnapshot: { ...e.orderSnapshot, updated_at: 'at', sla_due_at: 'due' },
    })),
    transactions: transactions.map((t) => ({ ...t, createdAt: typeof t.createdAt })),
    entries: entries.map(({ id: _id, ...e }) => e),
    accounts: accounts.map(({ createdAt: _created, ...a }) => a).sort((a, b) => a.kind.localeCompare(b.kind)),
    records: records.map((r) => ({ ...r, createdAt: since(r.createdAt), expiresAt: since(r.expiresAt) })),
    jobs,
  });
}

/** An order paid from the deposit of a new agent with this webhook target (or none), and what it wrote. */
async function orderOf(webhookUrl: string | undefined, key: string) {
  const agent = await createAgent({ db, ...AMPLE_LIMITS, webhookUrl });
  const { order, apiKeyId } = await place(agent, key);
  return written(agent, order.id, apiKeyId);
}

describe('the rows a new order writes, as statement by statement', () => {
  it('paid from the deposit, with a webhook target', async () => {
    expect(await orderOf('https://receiver.example/hook', 'rows-hook')).toMatchInlineSnapshot(`
      {
        "accounts": [
          {
            "balanceIdr": 498500000,
            "id": "<deposit account>",
            "kind": "deposit",
            "ownerId": "<organization>",
          },
          {
            "balanceIdr": 1500000,
            "id": "<escrow account>",
            "kind": "escrow",
            "ownerId": "<order>",
          },
        ],
        "entries": [
          {
            "accountId": "<deposit account>",
            "amountIdr": -1500000,
            "transactionId": "<transaction>",
          },
          {
            "accountId": "<escrow account>",
            "amountIdr": 1500000,
            "transactionId": "<transaction>",
          },
        ],
        "events": [
          {
            "apiKeyId": "<key>",
            "attemptCount": 0,
            "createdAt": "object",
            "deliveredAt": null,
            "event": "order.dibayar",
            "id": "<event>",
            "livemode": true,
            "nextAttemptAt": null,
            "orderId": "<order>",
            "orderSnapshot": {
              "deliverable": null,
              "id": "<order>",
              "price_idr": 1500000,
              "service": "review-kontrak",
              "sla_due_at": "due",
              "status": "dibayar",
              "updated_at": "at",
            },
            "status": "pending",
            "targetUrl": "https://receiver.example/hook",
          },
          {
            "apiKeyId": "<key>",
            "attemptCount": 0,
            "createdAt": "object",
            "deliveredAt": null,
            "event": "order.ditawarkan",
            "id": "<event>",
            "livemode": true,
            "nextAttemptAt": null,
            "orderId": "<order>",
            "orderSnapshot": {
              "deliverable": null,
              "id": "<order>",
              "price_idr": 1500000,
              "service": "review-kontrak",
              "sla_due_at": "due",
              "status": "ditawarkan",
              "updated_at": "at",
            },
            "status": "pending",
            "targetUrl": "https://receiver.example/hook",
          },
        ],
        "history": [
          {
            "actorId": "<key>",
            "actorType": "api_key",
            "createdAt": 0,
            "fromStatus": null,
            "note": null,
            "noteCode": null,
            "noteParams": null,
            "orderId": "<order>",
            "toStatus": "dibayar",
          },
          {
            "actorId": null,
            "actorType": "system",
            "createdAt": "at or after creation",
            "fromStatus": "dibayar",
            "note": "penawaran ke praktisi dimulai",
            "noteCode": "penawaran_dimulai",
            "noteParams": null,
            "orderId": "<order>",
            "toStatus": "ditawarkan",
          },
        ],
        "jobs": [
          {
            "key": "webhook:<event>",
            "payload": "{"eventId":"<event>","attempt":1,"then":["<event>"]}",
            "queue": null,
            "task": "deliver_webhook",
          },
          {
            "key": "sla:<order>",
            "payload": "{"orderId":"<order>"}",
            "queue": null,
            "task": "sla_expiry",
          },
          {
            "key": "offer:<order>",
            "payload": "{"orderId":"<order>","round":1}",
            "queue": null,
            "task": "offer_order",
          },
        ],
        "order": {
          "apiKeyId": "<key>",
          "approvalRequired": false,
          "callbackUrl": null,
          "createdAt": 0,
          "deliverable": null,
          "id": "<order>",
          "intake": {
            "dokumen_kontrak_url": "isi dokumen_kontrak_url",
            "jenis_kontrak": "isi jenis_kontrak",
          },
          "livemode": true,
          "maxBudget": null,
          "organizationId": "<organization>",
          "paidAt": 0,
          "practitionerId": null,
          "priceIdr": 1500000,
          "serviceCode": "review-kontrak",
          "slaDueAt": 259200000,
          "status": "ditawarkan",
          "updatedAt": "at or after creation",
        },
        "records": [
          {
            "createdAt": 0,
            "expiresAt": 86400000,
            "key": "rows-hook",
            "orderId": "<order>",
            "organizationId": "<organization>",
            "requestHash": "272bcfb41be61c7e1b32211cc71e0eb56d7c26461b1146fc26ad6097abb6fce7",
          },
        ],
        "transactions": [
          {
            "createdAt": "object",
            "description": "Pembayaran order <order> ke escrow",
            "descriptionCode": "order_payment",
            "descriptionParams": {
              "order_id": "<order>",
            },
            "id": "<transaction>",
            "kind": "order_payment",
            "orderId": "<order>",
            "organizationId": "<organization>",
          },
        ],
      }
    `);
  });

  it('paid from the deposit, without a webhook target', async () => {
    expect(await orderOf(undefined, 'rows-poll')).toMatchInlineSnapshot(`
      {
        "accounts": [
          {
            "balanceIdr": 498500000,
            "id": "<deposit account>",
            "kind": "deposit",
            "ownerId": "<organization>",
          },
          {
            "balanceIdr": 1500000,
            "id": "<escrow account>",
            "kind": "escrow",
            "ownerId": "<order>",
          },
        ],
        "entries": [
          {
            "accountId": "<deposit account>",
            "amountIdr": -1500000,
            "transactionId": "<transaction>",
          },
          {
            "accountId": "<escrow account>",
            "amountIdr": 1500000,
            "transactionId": "<transaction>",
          },
        ],
        "events": [
          {
            "apiKeyId": "<key>",
            "attemptCount": 0,
            "createdAt": "object",
            "deliveredAt": null,
            "event": "order.dibayar",
            "id": "<event>",
            "livemode": true,
            "nextAttemptAt": null,
            "orderId": "<order>",
            "orderSnapshot": {
              "deliverable": null,
              "id": "<order>",
              "price_idr": 1500000,
              "service": "review-kontrak",
              "sla_due_at": "due",
              "status": "dibayar",
              "updated_at": "at",
            },
            "status": "no_target",
            "targetUrl": null,
          },
          {
            "apiKeyId": "<key>",
            "attemptCount": 0,
            "createdAt": "object",
            "deliveredAt": null,
            "event": "order.ditawarkan",
            "id": "<event>",
            "livemode": true,
            "nextAttemptAt": null,
            "orderId": "<order>",
            "orderSnapshot": {
              "deliverable": null,
              "id": "<order>",
              "price_idr": 1500000,
              "service": "review-kontrak",
              "sla_due_at": "due",
              "status": "ditawarkan",
              "updated_at": "at",
            },
            "status": "no_target",
            "targetUrl": null,
          },
        ],
        "history": [
          {
            "actorId": "<key>",
            "actorType": "api_key",
            "createdAt": 0,
            "fromStatus": null,
            "note": null,
            "noteCode": null,
            "noteParams": null,
            "orderId": "<order>",
            "toStatus": "dibayar",
          },
          {
            "actorId": null,
            "actorType": "system",
            "createdAt": "at or after creation",
            "fromStatus": "dibayar",
            "note": "penawaran ke praktisi dimulai",
            "noteCode": "penawaran_dimulai",
            "noteParams": null,
            "orderId": "<order>",
            "toStatus": "ditawarkan",
          },
        ],
        "jobs": [
          {
            "key": "sla:<order>",
            "payload": "{"orderId":"<order>"}",
            "queue": null,
            "task": "sla_expiry",
          },
          {
            "key": "offer:<order>",
            "payload": "{"orderId":"<order>","round":1}",
            "queue": null,
            "task": "offer_order",
          },
        ],
        "order": {
          "apiKeyId": "<key>",
          "approvalRequired": false,
          "callbackUrl": null,
          "createdAt": 0,
          "deliverable": null,
          "id": "<order>",
          "intake": {
            "dokumen_kontrak_url": "isi dokumen_kontrak_url",
            "jenis_kontrak": "isi jenis_kontrak",
          },
          "livemode": true,
          "maxBudget": null,
          "organizationId": "<organization>",
          "paidAt": 0,
          "practitionerId": null,
          "priceIdr": 1500000,
          "serviceCode": "review-kontrak",
          "slaDueAt": 259200000,
          "status": "ditawarkan",
          "updatedAt": "at or after creation",
        },
        "records": [
          {
            "createdAt": 0,
            "expiresAt": 86400000,
            "key": "rows-poll",
            "orderId": "<order>",
            "organizationId": "<organization>",
            "requestHash": "272bcfb41be61c7e1b32211cc71e0eb56d7c26461b1146fc26ad6097abb6fce7",
          },
        ],
        "transactions": [
          {
            "createdAt": "object",
            "description": "Pembayaran order <order> ke escrow",
            "descriptionCode": "order_payment",
            "descriptionParams": {
              "order_id": "<order>",
            },
            "id": "<transaction>",
            "kind": "order_payment",
            "orderId": "<order>",
            "organizationId": "<organization>",
          },
        ],
      }
    `);
  });
});
