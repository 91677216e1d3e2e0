import type { TaskList } from 'graphile-worker';
import { deliver_webhook } from './tasks/deliver-webhook';
import { expire_offer } from './tasks/expire-offer';
import { offer_order } from './tasks/offer-order';
import { purge_expired } from './tasks/purge-expired';
import { recover_stale_locks } from './tasks/recover-stale-locks';
import { send_mail } from './tasks/send-mail';
import { sla_expiry } from './tasks/sla-expiry';

/** Every task the worker knows; each lives in its own file under tasks/. */
export const taskList: TaskList = { offer_order, expire_offer, sla_expiry, deliver_webhook, purge_expired, recover_stale_locks, send_mail };

export const CRONTAB = ['*/10 * * * * purge_expired ?max=1', '* * * * * recover_stale_locks ?max=1'].join('\n');
