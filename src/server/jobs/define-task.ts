import type { Task } from 'graphile-worker';
import type { JobDefinition } from '~/server/domain/jobs/define-job';

/** The graphile-worker task of a job definition: the payload is validated with the job's own schema. */
export function defineTask<P>(job: JobDefinition<P>, run: (payload: P) => Promise<void>): Task {
  return async (raw) => {
    await run(job.payload.parse(raw));
  };
}
