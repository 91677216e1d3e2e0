import type { Simulation } from '~/server/domain/context';
import { DECLINE_VALUE, SIMULATED_PRACTITIONER_ID, intakeSays, nextStepAt, scheduleTestStep } from './test-mode-jobs';

/**
 * Test mode's simulated practitioner as the core sees it (the composition root plugs it into the domain
 * context): every test order goes to it alone, one simulated step at a time; live orders are left alone.
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
};
