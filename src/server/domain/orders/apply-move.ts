import type { DbOrTx } from '~/server/db/client';
import { pipelined } from '~/server/db/pipelined';
import type { orders } from '~/server/db/schema';
import type { Actor } from '~/server/domain/actor';
import type { DomainContext } from '~/server/domain/context';
import { AppError } from '~/server/domain/errors';
import { chargeEscrow, refundEscrow, releaseEscrow } from '~/server/domain/ledger/escrow';
import { addOrderMessage } from './add-message';
import { changeOrderStatus, invalidState, recordStatus, type HistoryNote } from './change-status';
import { MOVES, type MoneyEffect, type MoveName, type MoveSpec } from './lifecycle';
import type { OrderRow } from './load-order';
import { slaExpiryJob } from './order-jobs';
import { someOwnerChose } from '~/server/domain/notifications/recipients';
import { scheduleNotification } from '~/server/domain/notifications/schedule-notification';

/**
 * Refuses a move the order's state (or, for a practitioner, their hold on it) does not allow, with the
 * move's own INVALID_STATE message. Checked on the locked row.
 */
export function requireMove(order: OrderRow, name: MoveName, actor?: Actor): void {
  const move: MoveSpec = MOVES[name];
  if (!move.from.includes(order.status)) throw invalidState(order, move.verb);
  if (move.practitioner === 'holder' && actor?.type === 'practitioner' && order.practitionerId !== actor.id) {
    throw new AppError(
      'INVALID_STATE',
      `Tidak bisa ${move.verb}: order ${order.id} tidak dipegang praktisi ${actor.id}.`,
    );
  }
}

async function moveMoney(tx: DbOrTx, order: OrderRow, money: MoneyEffect | undefined, newOrder = false) {
  if (money === 'charge') await chargeEscrow(tx, order, newOrder);
  if (money === 'release') await releaseEscrow(tx, order, order.practitionerId!);
  if (money === 'refund') await refundEscrow(tx, order);
}

/**
 * The move's own jobs, then the reactions the composition root plugged in: offering (its `offering` jobs, a
 * new round after a release, a new order's first offer) and the simulation. `recorded`: the move's history row and
 * event, perhaps not answered yet (applyCreation); every job waits for them, so that theirs come first.
 */
async function runJobs(tx: DbOrTx, domain: DomainContext, order: OrderRow, name: MoveName, recorded: Promise<void>) {
  const move: MoveSpec = MOVES[name];
  if (move.schedules?.includes('sla_watch')) {
    await recorded;
    await domain.jobs.schedule(tx, slaExpiryJob, { orderId: order.id }, { runAt: order.slaDueAt });
  }
  await domain.offering(tx, domain, order, name, recorded);
  await recorded;
  await domain.simulation.afterMove(tx, domain, order, name);
}

/** What a reaction waits for after a move whose statements have all answered. */
export const RECORDED: Promise<void> = Promise.resolve();

export type MoveOptions = {
  domain: DomainContext;
  actor: Actor;
  /** History note instead of the move's own (a reason given by a person). */
  note?: string;
  /** The message text of moves that store one. */
  text?: string;
  /** Files the message carries, already checked (files/order-files.ts checkAttachable). */
  files?: readonly string[];
  /** Columns changed with the status (the practitioner taking the order, the deliverable, payment times). */
  set?: Partial<typeof orders.$inferInsert>;
};

/**
 * The move's fixed note; a person's reason replaces its text (the `note` column holds what was written) and
 * travels as the `reason` parameter of the code, so the dashboard shows both in the reader's language.
 */
function historyNote(move: MoveSpec, reason: string | undefined): HistoryNote | undefined {
  if (!reason) return move.note;
  return move.note ? { text: reason, code: move.note.code, params: { reason } } : { text: reason };
}

/**
 * Carries out one move of the lifecycle table on a locked order: message, money, status change with its
 * history row and event, the follow-up step, then the jobs, all in the caller's transaction.
 */
export async function applyMove(tx: DbOrTx, order: OrderRow, name: MoveName, options: MoveOptions): Promise<OrderRow> {
  const move: MoveSpec = MOVES[name];
  requireMove(order, name, options.actor);
  if (move.message) await addOrderMessage(tx, order.id, move.message, options.text ?? '', options.files);
  await moveMoney(tx, order, move.money);
  let row = order;
  if (move.to) {
    row = await changeOrderStatus(tx, options.domain, order, {
      to: move.to,
      actor: options.actor,
      note: historyNote(move, options.note),
      set: options.set,
    });
  }
  if (move.then) {
    await moveMoney(tx, row, move.then.money);
    row = await changeOrderStatus(tx, options.domain, row, {
      to: move.then.to,
      actor: options.actor,
      note: move.then.note,
    });
  }
  await runJobs(tx, options.domain, row, name, RECORDED);
  await notifyOf(tx, options.domain, row, move, options.actor, options.text);
  return row;
}

/** The move's notification, queued with its change (one place for every move that tells someone). */
async function notifyOf(
  tx: DbOrTx,
  domain: DomainContext,
  order: OrderRow,
  move: MoveSpec,
  actor: Actor,
  text?: string,
  known: KnownAtCreation = {},
) {
  if (!move.notify || !order.livemode) return;
  // Receipts are opt-in: most organizations never chose them, and a job per paid order would be spent on nobody.
  // Known already (read with the new order), or checked by the statement that adds the job: no lookup of its own.
  if (move.notify === 'order_receipt' && known.receiptWanted === false) return;
  const onlyIf =
    move.notify === 'order_receipt' && known.receiptWanted === undefined
      ? someOwnerChose(order.organizationId, 'order_receipt')
      : undefined;
  await scheduleNotification(
    tx,
    domain,
    {
      kind: move.notify,
      orderId: order.id,
      text: move.message ? text : undefined,
      outcome: move.notify === 'dispute_resolved' ? (order.status === 'selesai' ? 'praktisi' : 'klien') : undefined,
      // A receipt is a record to book, not news: the owner who approved the payment asked for it too.
      actor: move.notify === 'order_receipt' ? undefined : actor,
    },
    { onlyIf },
  );
}

/** What the statement inserting an order read with it, so that nothing is looked up again. */
export type KnownAtCreation = { receiptWanted?: boolean };

/** The first history row, event, payment and jobs of a just-inserted order, from the creation move. */
export async function applyCreation(
  tx: DbOrTx,
  order: OrderRow,
  name: 'buat_order_dibayar' | 'buat_order_menunggu_bayar',
  actor: Actor,
  domain: DomainContext,
  known: KnownAtCreation = {},
): Promise<void> {
  const move: MoveSpec = MOVES[name];
  if (order.status !== move.to) throw new AppError('INTERNAL', `Order ${order.id} created as ${order.status}`);
  // The payment, the status record of a new order and a first offer made at once (offers/offering-reactions.ts),
  // sent without waiting for each other (db/pipelined.ts): Postgres runs the offer's statement after the history
  // row and event it follows. The jobs wait for the event: its delivery job, held once the event's target is known,
  // keeps its place before theirs. All of them are added by one statement at the end (a batch): the first offer's
  // `then` replaces the creation event's delivery job in the batch rather than in a second statement with a second
  // wake-up (performance.md, finding 92). Every key they use names the new order or its new rows, so none is
  // replaced (finding 93).
  await domain.jobs.batch(
    tx,
    async () => {
      const paid = moveMoney(tx, order, move.money, true);
      const recorded = recordStatus(tx, domain, order, { from: null, actor, note: move.note, event: move.event });
      await pipelined([paid, recorded, runJobs(tx, domain, order, name, recorded)]);
      await notifyOf(tx, domain, order, move, actor, undefined, known);
    },
    { keysAreNew: true },
  );
}
