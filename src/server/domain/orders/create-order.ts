import type { DomainContext } from '~/server/domain/context';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '~/server/db/client';
import { pipelined } from '~/server/db/pipelined';
import { pipelinedTransaction } from '~/server/db/pipelined-begin';
import { prepared } from '~/server/db/prepared';
import { apiKeys, orders, organization, services, type IntakeFieldType } from '~/server/db/schema';
import { attachFiles, checkAttachable, loadOrderFiles, withLinks } from '~/server/domain/files/order-files';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import type { AuthenticatedKey } from '~/server/domain/keys/authenticate-api-key';
import { checkDeposit, lockDeposit } from '~/server/domain/ledger/deposit';
import { someOwnerChose } from '~/server/domain/notifications/recipients';
import {
  lookupIdempotentOrder,
  recordIdempotencyKey,
  type IdempotencyClaim,
} from '~/server/domain/idempotency/order-idempotency';
import { applyCreation } from './apply-move';
import { MOVES, viewerOf } from './lifecycle';
import { monthlySpend, sameMonth } from './monthly-spend';
import { toOrderView, type OrderView } from './order-view';
import type { OrderRow } from './load-order';
import { slaDeadline } from './sla-deadline';

export type CreateOrderInput = {
  service: string;
  intake: Record<string, string>;
  max_budget?: number | null;
  callback_url?: string | null;
};

export type CreateOrderResult = { order: OrderView; replayed: boolean };

type IntakeRule = { key: string; required: boolean; type: IntakeFieldType };

/**
 * The statements every order sends, built once (db/prepared.ts: drizzle's query building was about a quarter of the
 * web server's time on a POST, docs/performance.md findings 31 and 37). Same texts as the built queries sent.
 */
const serviceWithFields = prepared((db) =>
  db
    .select({
      service: services,
      fields: sql<IntakeRule[]>`coalesce((
        select json_agg(json_build_object('key', f.key, 'required', f.required, 'type', f.type) order by f.position)
        from service_intake_field f where f.service_code = service.code), '[]'::json)`,
    })
    .from(services)
    .where(eq(services.code, sql.placeholder('code')))
    .prepare('create_order_service'),
);

// NO KEY UPDATE, not UPDATE: rows referencing the key (an approval's webhook event) take KEY SHARE on it, and a FOR
// UPDATE here deadlocked against an approval that already held the deposit.
const lockKey = prepared((db) =>
  db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(eq(apiKeys.id, sql.placeholder('id')))
    .for('no key update')
    .prepare('create_order_lock_key'),
);

const insertOrder = prepared((db) =>
  db
    .insert(orders)
    .values({
      id: sql.placeholder('id'),
      organizationId: sql.placeholder('organizationId'),
      apiKeyId: sql.placeholder('apiKeyId'),
      serviceCode: sql.placeholder('serviceCode'),
      status: sql.placeholder('status'),
      priceIdr: sql.placeholder('priceIdr'),
      maxBudget: sql.placeholder('maxBudget'),
      intake: sql.placeholder('intake'),
      callbackUrl: sql.placeholder('callbackUrl'),
      slaDueAt: sql.placeholder('slaDueAt'),
      approvalRequired: sql.placeholder('approvalRequired'),
      paidAt: sql.placeholder('paidAt'),
      createdAt: sql.placeholder('at'),
      updatedAt: sql.placeholder('at'),
      livemode: sql.placeholder('livemode'),
    })
    .returning()
    .prepare('create_order_insert'),
);

// Whether a receipt is wanted is read with the first round trip's locks: most organizations never opt in, and a
// paid order then adds no job for it.
const receiptWanted = prepared((db) =>
  db
    .select({ wanted: someOwnerChose(sql.placeholder('organizationId'), 'order_receipt') })
    .from(organization)
    .where(eq(organization.id, sql.placeholder('organizationId')))
    .prepare('create_order_receipt_wanted'),
);

/** The service and its intake fields in one statement. */
async function loadService(tx: Tx, code: string) {
  const [row] = await serviceWithFields(tx, { code });
  return row;
}

function checkService(row: Awaited<ReturnType<typeof loadService>>, code: string) {
  const service = row?.service;
  if (!service || !service.active || !service.agentVisible)
    throw new AppError('SERVICE_NOT_FOUND', `Layanan '${code}' tidak ditemukan.`);
  if (service.pricing === 'bid')
    throw new AppError(
      'SERVICE_IS_BID',
      `Layanan '${code}' berbasis penawaran; ajukan sebagai kasus (POST /v1/cases).`,
    );
  if (!service.agentOrderable) throw new AppError('NOT_AGENT_ELIGIBLE', `Layanan '${code}' tidak dibuka untuk agen.`);
  return { service, fields: row.fields };
}

function checkIntake(fields: IntakeRule[], code: string, intake: Record<string, string>) {
  const known = new Set(fields.map((f) => f.key));
  const unknown = Object.keys(intake).filter((k) => !known.has(k));
  if (unknown.length > 0) {
    throw new AppError(
      'VALIDATION',
      `intake.${unknown[0]}: field tidak dikenal untuk layanan '${code}' (field: ${[...known].join(', ')}).`,
    );
  }
  const missing = fields.filter((f) => f.required && !(intake[f.key] ?? '').trim()).map((f) => f.key);
  if (missing.length > 0)
    throw new AppError('INTAKE_INVALID', `Field intake wajib belum diisi: ${missing.join(', ')}.`);
}

/**
 * The files named by `file` intake fields: each a `file_` id the organization uploaded in this mode, else 422
 * INTAKE_INVALID naming the key. Returns what to attach once the order exists.
 */
async function checkIntakeFiles(tx: Tx, fields: IntakeRule[], input: CreateOrderInput, key: AuthenticatedKey) {
  const attach: { key: string; fileId: string }[] = [];
  const owner = { id: '', organizationId: key.organizationId, livemode: key.livemode };
  for (const field of fields) {
    const value = input.intake[field.key]?.trim();
    if (field.type !== 'file' || !value) continue;
    const [fileId] = await checkAttachable(tx, {
      order: owner,
      attacher: { kind: 'organization' },
      fileIds: [value],
      field: `intake.${field.key}`,
      code: 'INTAKE_INVALID',
    });
    attach.push({ key: field.key, fileId: fileId! });
  }
  return attach;
}

function checkBudget(price: number, input: CreateOrderInput, key: AuthenticatedKey) {
  if (input.max_budget != null && price > input.max_budget) {
    throw new AppError('BUDGET_EXCEEDED', `Harga Rp${price} melebihi max_budget Rp${input.max_budget}.`);
  }
  if (price > key.perOrderLimitIdr) {
    throw new AppError(
      'BUDGET_EXCEEDED',
      `Harga Rp${price} melebihi batas per order API key Rp${key.perOrderLimitIdr}.`,
    );
  }
}

/**
 * POST /v1/orders after validation, in the decided order of checks. One transaction: the order, its
 * history, the ledger movement, the outbox event, the first offer of a live paid order (offers/offering-reactions.ts)
 * with its jobs, and the idempotency record commit
 * together or not at all. Concurrent requests with one Idempotency-Key meet at the primary key of
 * idempotency_key (or, before it, at the key's and the deposit's row locks): the loser rolls back entirely and
 * answers with the winner's replay.
 */
export async function createOrder(options: {
  db: Db;
  domain: DomainContext;
  apiKey: AuthenticatedKey;
  input: CreateOrderInput;
  idempotency: IdempotencyClaim | null;
}): Promise<CreateOrderResult> {
  const { db, domain, apiKey, input, idempotency } = options;
  const viewer = viewerOf({ type: 'api_key', id: apiKey.id }, apiKey.scopes);
  try {
    // `begin` goes in the same write as the first round trip's statements, which only read and lock
    // (db/pipelined-begin.ts: should `begin` fail, nothing after them is sent).
    return await pipelinedTransaction(db, async (tx) => {
      // The service, the key's lock, the month's spend and the deposit's lock in one round trip (db/pipelined.ts),
      // checked afterwards in the decided order. Postgres runs them in this order: the key row lock serialises this
      // key's orders, and the sum, a statement of its own, reads what the key's previous order committed, so
      // concurrent orders cannot together pass the month. Lock order stays key, then deposit.
      const sentAt = now();
      const [serviceRow, , spentBefore, balance, [receipt]] = await pipelined([
        loadService(tx, input.service),
        lockKey(tx, { id: apiKey.id }),
        monthlySpend(tx, apiKey.id, sentAt),
        lockDeposit(tx, apiKey.organizationId, apiKey.livemode),
        receiptWanted(tx, { organizationId: apiKey.organizationId }),
      ]);
      const { service, fields } = checkService(serviceRow, input.service);
      checkIntake(fields, service.code, input.intake);
      const intakeFiles = await checkIntakeFiles(tx, fields, input, apiKey);
      const price = service.priceIdr;
      checkBudget(price, input, apiKey);

      // The order's time is taken once the locks are held, as before; the month is summed again in the rare case
      // that it turned while this order waited for them.
      const at = now();
      const spent = sameMonth(sentAt, at) ? spentBefore : await monthlySpend(tx, apiKey.id, at);
      if (spent + price > apiKey.monthlyLimitIdr) {
        throw new AppError(
          'MONTHLY_BUDGET_EXCEEDED',
          `Order akan melewati batas bulanan API key (terpakai Rp${spent} dari Rp${apiKey.monthlyLimitIdr}).`,
        );
      }
      checkDeposit(balance, price, apiKey.livemode);
      const approvalRequired = price > apiKey.approvalThresholdIdr;
      const creation = approvalRequired ? 'buat_order_menunggu_bayar' : 'buat_order_dibayar';
      // The row as the insert writes it, known before its answer: the creation's statements go in the insert's
      // round trip (Postgres runs them after it, in the order started), not one round trip later.
      const order: OrderRow = {
        id: newId('order'),
        organizationId: apiKey.organizationId,
        apiKeyId: apiKey.id,
        serviceCode: service.code,
        status: MOVES[creation].to,
        priceIdr: price,
        maxBudget: input.max_budget ?? null,
        intake: input.intake,
        callbackUrl: input.callback_url ?? null,
        slaDueAt: slaDeadline(at, service.slaHours),
        deliverable: null,
        approvalRequired,
        practitionerId: null,
        paidAt: approvalRequired ? null : at,
        livemode: apiKey.livemode,
        createdAt: at,
        updatedAt: at,
      };
      const actor = { type: 'api_key' as const, id: apiKey.id };
      // The order, then the payment, history, event and jobs, and the idempotency record: none needs another's
      // answer, so their first statements share one round trip instead of one each.
      const [[inserted]] = await pipelined([
        insertOrder(tx, { ...order, at }),
        applyCreation(tx, order, creation, actor, domain, { receiptWanted: receipt?.wanted ?? false }),
        idempotency ? recordIdempotencyKey(tx, apiKey.organizationId, idempotency, order.id, at) : null,
      ]);
      for (const file of intakeFiles)
        await attachFiles(tx, { orderId: order.id, kind: 'intake', fileIds: [file.fileId], intakeKey: file.key });
      // A new order has no messages yet, and no files but those of its intake (no select when there are none).
      const files = intakeFiles.length
        ? withLinks(await loadOrderFiles(tx, [order.id]), { domain, reader: actor })
        : [];
      // The view from the row as stored (its intake in jsonb's key order, as a GET shows it).
      return { order: toOrderView(inserted!, [], viewer, files), replayed: false };
    });
  } catch (error) {
    // A concurrent request with the same key won (it committed while this one waited on a lock, or took the
    // key's primary key first): whatever this attempt failed on, the answer is the winner's replay (or
    // IDEMPOTENCY_KEY_REUSED for another body), not a limit the winner's order has just used up.
    const replay = idempotency
      ? await lookupIdempotentOrder({
          db,
          organizationId: apiKey.organizationId,
          claim: idempotency,
          viewer,
          links: { domain, reader: { type: 'api_key', id: apiKey.id } },
        })
      : null;
    if (replay) return { order: replay, replayed: true };
    throw error;
  }
}
