import { and, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/pg-error';
import { apiKeys, idempotencyKeys, orders, organization, serviceIntakeFields, services } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import type { AuthenticatedKey } from '~/server/domain/keys/authenticate-api-key';
import { requireDeposit } from '~/server/domain/ledger/deposit';
import {
  IDEMPOTENCY_TTL_MS,
  claimIdempotencyKey,
  replayOrReject,
  type IdempotencyClaim,
} from '~/server/domain/idempotency/order-idempotency';
import { applyCreation } from './apply-move';
import { MOVES, viewerOf } from './lifecycle';
import { orderView } from './load-order';
import { monthlySpend } from './monthly-spend';
import type { OrderView } from './order-view';
import { slaDeadline } from './sla-deadline';

export type CreateOrderInput = {
  service: string;
  intake: Record<string, string>;
  max_budget?: number | null;
  callback_url?: string | null;
};

export type CreateOrderResult = { order: OrderView; replayed: boolean };

async function checkService(tx: Tx, code: string) {
  const [service] = await tx.select().from(services).where(eq(services.code, code));
  if (!service || !service.active || !service.agentVisible)
    throw new AppError('SERVICE_NOT_FOUND', `Layanan '${code}' tidak ditemukan.`);
  if (service.pricing === 'bid')
    throw new AppError(
      'SERVICE_IS_BID',
      `Layanan '${code}' berbasis penawaran; ajukan sebagai kasus (POST /v1/cases).`,
    );
  if (!service.agentOrderable) throw new AppError('NOT_AGENT_ELIGIBLE', `Layanan '${code}' tidak dibuka untuk agen.`);
  return service;
}

async function checkIntake(tx: Tx, code: string, intake: Record<string, string>) {
  const fields = await tx.select().from(serviceIntakeFields).where(eq(serviceIntakeFields.serviceCode, code));
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

const isIdempotencyConflict = (e: unknown) => isUniqueViolation(e, 'idempotency_key_organization_id_key_pk');

/**
 * POST /v1/orders after validation, in the decided order of checks. One transaction: the order, its
 * history, the ledger movement, the outbox event, the offering job and the idempotency record commit
 * together or not at all. Concurrent requests with one Idempotency-Key meet at the primary key of
 * idempotency_key: the loser rolls back entirely and answers with the winner's replay.
 */
export async function createOrder(options: {
  db: Db;
  apiKey: AuthenticatedKey;
  input: CreateOrderInput;
  idempotency: IdempotencyClaim | null;
}): Promise<CreateOrderResult> {
  const { db, apiKey, input, idempotency } = options;
  const viewer = viewerOf({ type: 'api_key', id: apiKey.id }, apiKey.scopes);
  try {
    return await db.transaction(async (tx) => {
      if (idempotency) {
        const replay = await claimIdempotencyKey(tx, apiKey.organizationId, idempotency, viewer);
        if (replay) return { order: replay, replayed: true };
      }
      const service = await checkService(tx, input.service);
      await checkIntake(tx, service.code, input.intake);
      const price = service.priceIdr;
      checkBudget(price, input, apiKey);

      // The key row lock serialises this key's orders, so concurrent orders cannot together pass the month.
      // NO KEY UPDATE, not UPDATE: rows referencing the key (an approval's webhook event) take KEY SHARE on it,
      // and a FOR UPDATE here deadlocked against an approval that already held the deposit.
      await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, apiKey.id)).for('no key update');
      const at = now();
      const spent = await monthlySpend(tx, apiKey.id, at);
      if (spent + price > apiKey.monthlyLimitIdr) {
        throw new AppError(
          'MONTHLY_BUDGET_EXCEEDED',
          `Order akan melewati batas bulanan API key (terpakai Rp${spent} dari Rp${apiKey.monthlyLimitIdr}).`,
        );
      }
      // Read before the deposit row is locked: the lock is held until commit, so nothing that does not need it
      // runs after it.
      const [org] = await tx
        .select({ threshold: organization.approvalThresholdIdr })
        .from(organization)
        .where(eq(organization.id, apiKey.organizationId));
      await requireDeposit(tx, apiKey.organizationId, price, apiKey.livemode);
      const approvalRequired = price > org!.threshold;
      const creation = approvalRequired ? 'buat_order_menunggu_bayar' : 'buat_order_dibayar';
      const [order] = await tx
        .insert(orders)
        .values({
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
          approvalRequired,
          paidAt: approvalRequired ? null : at,
          createdAt: at,
          updatedAt: at,
          livemode: apiKey.livemode,
        })
        .returning();
      const actor = { type: 'api_key' as const, id: apiKey.id };
      await applyCreation(tx, order!, creation, actor);
      if (idempotency) {
        await tx
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.organizationId, apiKey.organizationId),
              eq(idempotencyKeys.key, idempotency.key),
              lte(idempotencyKeys.expiresAt, at),
            ),
          );
        await tx.insert(idempotencyKeys).values({
          organizationId: apiKey.organizationId,
          key: idempotency.key,
          requestHash: idempotency.requestHash,
          orderId: order!.id,
          createdAt: at,
          expiresAt: new Date(at.getTime() + IDEMPOTENCY_TTL_MS),
        });
      }
      return { order: await orderView(tx, order!, viewer), replayed: false };
    });
  } catch (error) {
    if (idempotency && isIdempotencyConflict(error)) {
      return {
        order: await replayOrReject({ db, organizationId: apiKey.organizationId, claim: idempotency, viewer }),
        replayed: true,
      };
    }
    throw error;
  }
}
