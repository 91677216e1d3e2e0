import type { OfferingReaction } from '~/server/domain/context';
import { MOVES, type MoveSpec } from '~/server/domain/orders/lifecycle';
import { currentRound } from '~/server/domain/orders/current-offer';
import { canStartInOneStatement, startOffering } from './first-offer';
import { offerOrderJob } from './offer-jobs';
import { offerNext } from './offer-next';

/**
 * Offering's reaction to an order's move (the composition root plugs it into the domain context, so orders do
 * not import offers): the move's `offering` jobs, and a new round at once when the holder gives the order back.
 */
export const offeringAfterMove: OfferingReaction = async (tx, domain, order, name, recorded) => {
  const move: MoveSpec = MOVES[name];
  // A live order paid at its creation is offered in the creating transaction: the offering job's own
  // transaction, its fetch and its completion were a third of the database's work per order (decisions.md,
  // "Round 5, issue 28 (second session)"). Its statement goes with the creation's (Postgres runs it after them);
  // its SLA watch, the expiry and the notice go in one `add_jobs`, after the creation's jobs.
  if (name === 'buat_order_dibayar' && canStartInOneStatement(domain, order)) {
    await domain.jobs.batch(tx, () => startOffering(tx, domain, order, 1, { creation: recorded }));
    return;
  }
  await recorded;
  if (move.cancels?.includes('offering')) await domain.jobs.cancel(tx, offerOrderJob, { orderId: order.id });
  if (move.schedules?.includes('offering')) {
    const runAt = domain.simulation.offeringStartsAt(domain, order);
    // An order created by this transaction (a move from no state): no job can hold its key yet.
    const keyIsNew = move.from.length === 0;
    await domain.jobs.schedule(tx, offerOrderJob, { orderId: order.id }, { ...(runAt ? { runAt } : {}), keyIsNew });
  }
  if (name === 'lepas_order') await offerNext(tx, domain, order, (await currentRound(tx, order.id)) + 1);
};
