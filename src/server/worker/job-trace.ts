import { contextFrom, inSpan, SpanKind, tracingOn } from '~/server/observability/tracing';

/**
 * The key of a job's payload that carries the W3C trace context of whoever scheduled it (add-job.ts). Job
 * schemas are zod objects, which drop keys they do not name, so a task never sees it.
 */
export const TRACE_PAYLOAD_KEY = '_trace';

function carrierOf(payload: unknown): Record<string, string> | null {
  if (!payload || typeof payload !== 'object') return null;
  const carrier = (payload as Record<string, unknown>)[TRACE_PAYLOAD_KEY];
  if (!carrier || typeof carrier !== 'object') return null;
  const entries = Object.entries(carrier).filter((e): e is [string, string] => typeof e[1] === 'string');
  return Object.fromEntries(entries);
}

/**
 * Runs a job inside a span `job <task>` that continues the trace its payload carries (the request or job that
 * scheduled it), so one order is followed from its POST through offering to its webhooks.
 */
export function inJobSpan<T>(task: string, payload: unknown, run: () => Promise<T>): Promise<T> {
  if (!tracingOn()) return run();
  return inSpan(
    `job ${task}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: { 'messaging.system': 'graphile-worker', 'aos.job.task': task },
      parent: contextFrom(carrierOf(payload)),
    },
    run,
  );
}
