// Spans of our own where no instrumentation exists (the custom web server, /v1, postgres.js, graphile-worker
// jobs, webhook attempts), over OpenTelemetry's API only. The SDK is loaded by start-tracing.ts when an OTLP
// endpoint is set; until then `tracingOn()` is false and every helper here runs its function bare: no span
// objects, no context switches, no payload changes.
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';

export { SpanKind };

// On globalThis: Next's server bundle has its own copies of these modules, and they must see the process's choice.
const state = globalThis as unknown as { aosTracing?: boolean };

/** Whether this process records spans (a tracer provider was registered by start-tracing.ts or a test). */
export const tracingOn = (): boolean => state.aosTracing === true;

export function setTracingOn(on: boolean): void {
  state.aosTracing = on;
}

const tracer = () => trace.getTracer('agent-order-service');

type SpanOptions = { kind?: SpanKind; attributes?: Attributes; parent?: Context };

/**
 * Runs `fn` inside a new active span that ends when `fn` settles; a throw marks the span as an error and is
 * rethrown. When tracing is off, `fn` runs with `undefined` and nothing else happens.
 */
export async function inSpan<T>(name: string, options: SpanOptions, fn: (span?: Span) => Promise<T>): Promise<T> {
  if (!tracingOn()) return fn();
  const parent = options.parent ?? context.active();
  return tracer().startActiveSpan(
    name,
    { kind: options.kind, attributes: options.attributes },
    parent,
    async (span) => {
      try {
        return await fn(span);
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** A span started now and ended by the caller (a server request ends when its answer is written). */
export function startSpan(name: string, options: SpanOptions): { span: Span; context: Context } | null {
  if (!tracingOn()) return null;
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: options.kind, attributes: options.attributes }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/** The W3C trace context of the active span, to carry in a job's payload (empty when none is recording). */
export function currentTraceCarrier(): Record<string, string> | null {
  if (!tracingOn() || !trace.getSpan(context.active())) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? carrier : null;
}

/** The context a carrier (a job's payload, an incoming request's headers) names, or the root when none. */
export function contextFrom(carrier: Record<string, string | string[] | undefined> | null | undefined): Context {
  if (!carrier) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, carrier, {
    keys: (c) => Object.keys(c),
    get: (c, key) => c[key],
  });
}

/** The trace and span ids of the active span, for log lines (none when tracing is off). */
export function activeTraceIds(): { trace_id: string; span_id: string } | null {
  if (!tracingOn()) return null;
  const span = trace.getSpan(context.active());
  if (!span) return null;
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
