import type { TaskList } from 'graphile-worker';
import type { DomainContext } from '~/server/domain/context';
import { check_board_alerts } from './tasks/check-board-alerts';
import { deliver_webhook } from './tasks/deliver-webhook';
import { expire_offer } from './tasks/expire-offer';
import { notify } from './tasks/notify';
import { offer_order } from './tasks/offer-order';
import { purge_expired } from './tasks/purge-expired';
import { purge_unattached_files } from './tasks/purge-unattached-files';
import { recover_stale_locks } from './tasks/recover-stale-locks';
import { send_mail } from './tasks/send-mail';
import { sla_expiry } from './tasks/sla-expiry';
import { test_mode_step } from './tasks/test-mode-step';

/**
 * Webhook delivery runs on a runner of its own (runner.ts): slow receivers then wait for each other,
 * never in front of offers, expiries, SLA jobs and mail. Each task lives in its own file under tasks/.
 */
export const webhookTaskList = (domain: DomainContext): TaskList => ({ deliver_webhook: deliver_webhook(domain) });

/** Everything else the worker knows, with the crontab. */
export const jobTaskList = (domain: DomainContext): TaskList => ({
  offer_order: offer_order(domain),
  expire_offer: expire_offer(domain),
  sla_expiry: sla_expiry(domain),
  purge_expired,
  purge_unattached_files: purge_unattached_files(domain),
  recover_stale_locks,
  send_mail: send_mail(domain),
  notify: notify(domain),
  test_mode_step: test_mode_step(domain),
  check_board_alerts: check_board_alerts(domain),
});

export const CRONTAB = [
  '*/10 * * * * purge_expired ?max=1',
  '* * * * * recover_stale_locks ?max=1',
  '17 * * * * purge_unattached_files ?max=1',
  '* * * * * check_board_alerts ?max=1',
].join('\n');
