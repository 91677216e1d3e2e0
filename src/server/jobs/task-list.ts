import type { TaskList } from 'graphile-worker';
import { purge_expired } from './tasks/purge-expired';

/** Every task the worker knows; each lives in its own file under tasks/. */
export const taskList: TaskList = { purge_expired };

export const CRONTAB = '*/10 * * * * purge_expired ?max=1';
