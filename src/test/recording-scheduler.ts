import type { DomainContext, DomainSettings } from '~/server/domain/context';
import { testDomain } from './domain-context';

type ScheduledJob = { name: string; key: string | null; payload: unknown; runAt: Date | null };

/**
 * A domain context that records every job the domain schedules (and still schedules it for real, in the same
 * transaction), with optional settings overrides. Pass `domain` to the functions under test.
 */
export function recordJobs(settings: Partial<DomainSettings> = {}) {
  const real = testDomain;
  const scheduled: ScheduledJob[] = [];
  const cancelled: string[] = [];
  const domain: DomainContext = {
    offering: real.offering,
    files: real.files,
    simulation: real.simulation,
    settings: { ...real.settings, ...settings },
    jobs: {
      async schedule(tx, job, payload, options) {
        scheduled.push({ name: job.name, key: job.key?.(payload) ?? null, payload, runAt: options?.runAt ?? null });
        await real.jobs.schedule(tx, job, payload, options);
      },
      runNow: (tx, job, payload) => real.jobs.runNow(tx, job, payload),
      async cancel(tx, job, payload) {
        cancelled.push(job.key!(payload));
        await real.jobs.cancel(tx, job, payload);
      },
      batch: (tx, work, options) => real.jobs.batch(tx, work, options),
      sendWithJobs: (tx, sent) => real.jobs.sendWithJobs(tx, sent),
    },
  };
  return { domain, scheduled, cancelled, named: (name: string) => scheduled.filter((j) => j.name === name) };
}
