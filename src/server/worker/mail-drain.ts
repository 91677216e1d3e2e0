import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { sendMailJob } from '~/server/domain/mail/mail-jobs';

/**
 * How long the outbox waits between two drains when the last one emptied it. An e-mail waits at most this plus the
 * jobs lane's poll (0.5 s, runner.ts) after its commit: a person waiting for a link does not notice, and an idle
 * service runs one short job a second.
 */
const MAIL_DRAIN_INTERVAL_SECONDS = 1;

const JOB_KEY = sendMailJob.key!({});

/**
 * Schedules the outbox's next drain (mail-jobs.ts) on the database's clock, which is the one graphile-worker's fetch
 * reads: a test that moves the business clock does not move it.
 * - `next`: from a drain that emptied the outbox, at the interval;
 * - `soon`: from a drain that stopped at its limit, at once;
 * - `ensure`: at a worker's start, at once unless one is already pending (`preserve_run_at`).
 * The first two `replace`: the running job, whose key this is, gives its key to the new one.
 */
export async function scheduleMailDrain(db: DbOrTx, when: 'next' | 'soon' | 'ensure'): Promise<void> {
  const seconds = when === 'next' ? MAIL_DRAIN_INTERVAL_SECONDS : 0;
  await db.execute(sql`select graphile_worker.add_job(${sendMailJob.name}::text, payload := '{}'::json,
    run_at := now() + make_interval(secs => ${seconds}), job_key := ${JOB_KEY}::text,
    job_key_mode := ${when === 'ensure' ? 'preserve_run_at' : 'replace'}::text)`);
}
