import { domainContext, installDomainContext, type DomainSettings } from '~/server/domain/context';

export type ScheduledJob = { name: string; key: string | null; payload: unknown; runAt: Date | null };

/**
 * Records every job the domain schedules (and still schedules it for real, in the same transaction), with
 * optional settings overrides. `restore()` puts the previous context back.
 */
export function recordJobs(settings: Partial<DomainSettings> = {}) {
  const real = domainContext();
  const scheduled: ScheduledJob[] = [];
  const cancelled: string[] = [];
  const previous = installDomainContext({
    // Spreading reads each setting once (the service's settings are getters over config()).
    settings: { ...real.settings, ...settings },
    jobs: {
      async schedule(tx, job, payload, options) {
        scheduled.push({ name: job.name, key: job.key?.(payload) ?? null, payload, runAt: options?.runAt ?? null });
        await real.jobs.schedule(tx, job, payload, options);
      },
      async cancel(tx, job, payload) {
        cancelled.push(job.key!(payload));
        await real.jobs.cancel(tx, job, payload);
      },
    },
  });
  return {
    scheduled,
    cancelled,
    named: (name: string) => scheduled.filter((j) => j.name === name),
    restore: () => {
      if (previous) installDomainContext(previous);
    },
  };
}
