// Which runner serves a task, and the channel on which that runner hears of jobs it can run now.
//
// graphile-worker 0.17's add_job notifies `jobs:insert` for every job, the future-dated ones too, and every
// runner listening there sends an idle worker to fetch: each job scheduled woke a worker of both runners,
// almost always for nothing (docs/performance.md, finding 18). Our runners listen on a channel per lane
// instead, and add-job.ts notifies it only for a job that is due when its transaction commits; future-dated
// jobs are found by the runners' poll, as they always were. graphile-worker's own `jobs:insert` is then taken out of
// its functions at migration (db/graphile-unheard-notify.ts): nobody hears it, and it held every commit's lock.
import { sendMailJob } from '~/server/domain/mail/mail-jobs';
import { deliverWebhookJob } from '~/server/domain/webhooks/webhook-jobs';

export type LaneName = 'jobs' | 'webhooks';

const WEBHOOK_TASKS: ReadonlySet<string> = new Set([deliverWebhookJob.name]);

/** The runner whose task list holds `task` (task-list.ts). */
export const laneOf = (task: string): LaneName => (WEBHOOK_TASKS.has(task) ? 'webhooks' : 'jobs');

/** The LISTEN/NOTIFY channel of a lane: a job due now for one of its tasks wakes one of its idle workers. */
export const laneChannel = (lane: LaneName) => `aos_jobs:${lane}`;

// The outbox's drain (`send_mail`, mail-jobs.ts) does not wake its lane: the lane's poll (every 0.5 s, runner.ts)
// finds it. It schedules itself a second ahead (mail-drain.ts, no notification), and a drain brought due through the
// scheduler waits for the poll too. When each e-mail was a job of its own, each one's notification woke the worker for
// a fetch of that one job, which cost as much CPU per order as the rest of its work (docs/performance.md, findings
// 112 and 120). Offers, webhooks and every other due job still wake their lane at commit (decisions.md, round 5).
const POLLED_TASKS: ReadonlySet<string> = new Set([sendMailJob.name]);

/** The channel to notify when a job of `task` is due at commit, or null for a task its lane's poll serves. */
export const wakeChannel = (task: string): string | null => (POLLED_TASKS.has(task) ? null : laneChannel(laneOf(task)));
