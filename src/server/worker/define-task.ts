import type { Task } from 'graphile-worker';
import type { DomainContext } from '~/server/domain/context';
import type { JobDefinition } from '~/server/domain/jobs/define-job';
import { inJobSpan } from './job-trace';

/** A task that calls the domain: the worker gives it the domain context it was started with (task-list.ts). */
export type DomainTask = (domain: DomainContext) => Task;

/** The graphile-worker task of a job definition: the payload is validated with the job's own schema. */
export function defineTask<P>(
  job: JobDefinition<P>,
  run: (payload: P, domain: DomainContext) => Promise<void>,
): DomainTask {
  return (domain) => async (raw) => {
    await inJobSpan(job.name, raw, () => run(job.payload.parse(raw), domain));
  };
}
