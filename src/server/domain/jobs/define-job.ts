import type { z } from 'zod';

type JobKeyMode = 'replace' | 'preserve_run_at' | 'unsafe_dedupe';

/**
 * One background job, declared once: its task name, its payload schema (the task validates with it),
 * and how its key is derived. Schedulers and the task both take this object, so no call site spells a
 * task name or a job key by hand.
 */
export type JobDefinition<P> = {
  name: string;
  payload: z.ZodType<P>;
  /** Same key = one pending job: scheduling again replaces it (per `keyMode`). */
  key?: (payload: P) => string;
  keyMode?: JobKeyMode;
  maxAttempts?: number;
};

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}
