import type { TaskList } from 'graphile-worker';
import { deliver_webhook } from './tasks/deliver-webhook';
import { expire_offer } from './tasks/expire-offer';
import { notify } from './tasks/notify';
import { offer_order } from './tasks/offer-order';
import { purge_expired } from './tasks/purge-expired';
import { recover_stale_locks } from './tasks/recover-stale-locks';
import { send_mail } from './tasks/send-mail';
import { sla_expiry } from './tasks/sla-expiry';
import { test_mode_step } from './tasks/test-mode-step';

/**
 * Webhook delivery runs on a runner of its own (runner.ts): slow receivers then wait for each other,
 * never in front of offers, expiries, SLA jobs and mail. Each task lives in its own file under tasks/.
 */
export const webhookTaskList: TaskList = { deliver_webhook };

/** Everything else the worker knows, with the crontab. */
export const jobTaskList: TaskList = {
  offer_order,
  expire_offer,
  sla_expiry,
  purge_expired,
  recover_stale_locks,
  send_mail,
  notify,
  test_mode_step,
};

/** Every task the worker knows. */
export const taskList: TaskList = { ...jobTaskList, ...webhookTaskList };

export const CRONTAB = ['*/10 * * * * purge_expired ?max=1', '* * * * * recover_stale_locks ?max=1'].join('\n');
