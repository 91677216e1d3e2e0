import { getDb } from '~/server/db/client';
import { runTestStep } from '~/server/domain/testmode/simulated-practitioner';
import { testModeStepJob } from '~/server/domain/testmode/test-mode-jobs';
import { defineTask } from '~/server/worker/define-task';

/** The simulated practitioner's next step of a test order (test mode only). */
export const test_mode_step = defineTask(testModeStepJob, async ({ orderId }, domain) => {
  await runTestStep({ db: await getDb(), domain, orderId });
});
