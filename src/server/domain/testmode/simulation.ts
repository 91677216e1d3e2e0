import { bids } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import type { Simulation } from '~/server/domain/context';
import { newId } from '~/server/domain/ids';
import { DECLINE_VALUE, SIMULATED_PRACTITIONER_ID, intakeSays, nextStepAt, scheduleTestStep } from './test-mode-jobs';

/** What the simulated practitioner bids on every test case. */
const SIMULATED_BID_IDR = 1_500_000;

/**
 * Test mode's simulated practitioner as the core sees it (the composition root plugs it into the domain
 * context): every test order goes to it alone, one simulated step at a time, and it bids on every test case;
 * live orders and cases are left alone.
 */
export const simulatedPractitioner: Simulation = {
  candidates: (order) => (order.livemode ? null : [SIMULATED_PRACTITIONER_ID]),
  // A test order waits one simulated step before offering starts (dibayar -> ditawarkan).
  offeringStartsAt: (domain, order) => (order.livemode ? undefined : nextStepAt(domain.settings)),
  // It takes a test order one step after the offer, unless the intake says `__tolak__`.
  async afterOffer(tx, domain, order) {
    if (!intakeSays(order.intake, DECLINE_VALUE)) await scheduleTestStep(tx, domain, order);
  },
  // It acts on a test order it holds one step later.
  async afterMove(tx, domain, order) {
    if (order.status === 'diambil' || order.status === 'dikerjakan') await scheduleTestStep(tx, domain, order);
  },
  // It bids on a test case as soon as it is submitted, in the same transaction: no test case is seen without it.
  async afterCaseSubmitted(tx, kase) {
    if (kase.livemode) return;
    await tx.insert(bids).values({
      id: newId('bid'),
      caseId: kase.id,
      practitionerId: SIMULATED_PRACTITIONER_ID,
      amountIdr: SIMULATED_BID_IDR,
      message: 'Penawaran simulasi (mode uji): bukan praktisi sungguhan.',
      estimatedDays: 3,
      createdAt: now(),
    });
  },
};
