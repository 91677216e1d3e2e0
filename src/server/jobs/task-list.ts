import type { TaskList } from 'graphile-worker';
import { expire_offer } from './tasks/expire-offer';
import { offer_order } from './tasks/offer-order';
import { purge_expired } from './tasks/purge-expired';
import { sla_expiry } from './tasks/sla-expiry';

/** Every task the worker knows; each lives in its own file under tasks/. */
export const taskList: TaskList = { offer_order, expire_offer, sla_expiry, purge_expired };

export const CRONTAB = '*/10 * * * * purge_expired ?max=1';
