import type { Task } from 'graphile-worker';
import { getDb } from '~/server/db/client';
import { checkBoardAlerts } from '~/server/domain/operations/check-board-alerts';
import type { DomainTask } from '~/server/worker/define-task';

/** Cron: the operations board's alerts; the operators are told of each that began firing, once per episode. */
export const check_board_alerts: DomainTask =
  (domain): Task =>
  async (_payload, helpers) => {
    const { began, cleared } = await checkBoardAlerts({ db: await getDb(), domain });
    if (began.length > 0) helpers.logger.warn(`operations alerts began firing: ${began.map((a) => a.code).join(', ')}`);
    if (cleared.length > 0) helpers.logger.info(`operations alerts cleared: ${cleared.join(', ')}`);
  };
