import { z } from 'zod';
import type { DbOrTx } from '~/server/db/client';
import { now } from '~/server/domain/clock';
import type { DomainContext, DomainSettings } from '~/server/domain/context';
import { defineJob } from '~/server/domain/jobs/define-job';

/** The built-in simulated practitioner (inserted by migration 0004): takes test orders, never live ones. */
export const SIMULATED_PRACTITIONER_ID = 'prac_simulasi';

/** Intake value that makes the simulated practitioner ask a question (`butuh_input_klien`) once. */
export const ASK_VALUE = '__tanya__';
/** Intake value that makes the simulated practitioner let every offer expire (as if nobody took the order). */
export const DECLINE_VALUE = '__tolak__';

/** Whether any intake value of the order is the magic `value` (surrounding blanks ignored). */
export function intakeSays(intake: Record<string, string>, value: string): boolean {
  return Object.values(intake).some((v) => typeof v === 'string' && v.trim() === value);
}

/** The simulated practitioner's next step on one test order; one pending step per order. */
export const testModeStepJob = defineJob({
  name: 'test_mode_step',
  payload: z.object({ orderId: z.string() }),
  key: (p) => `testmode:${p.orderId}`,
  keyMode: 'replace',
});

/** When the next simulated step runs: `testModeStepSeconds` from now. */
export function nextStepAt(settings: DomainSettings): Date {
  return new Date(now().getTime() + settings.testModeStepSeconds * 1000);
}

/** Schedules the simulated practitioner's next step of a test order in the caller's transaction. */
export async function scheduleTestStep(
  tx: DbOrTx,
  domain: DomainContext,
  order: { id: string; livemode: boolean },
): Promise<void> {
  if (order.livemode) return;
  await domain.jobs.schedule(tx, testModeStepJob, { orderId: order.id }, { runAt: nextStepAt(domain.settings) });
}
