// The OpenTelemetry SDK of a process: a Node tracer provider (AsyncLocalStorage context, W3C trace context)
// whose spans go out by OTLP (http/protobuf; the exporter reads OTEL_EXPORTER_OTLP_* itself). Loaded only when
// the process's config says tracing is on, so a process without an endpoint never even imports the SDK.
import type { SpanProcessor } from '@opentelemetry/sdk-trace-node';
import type { Config } from '~/server/config';
import { setTracingOn } from './tracing';

export type Tracing = { shutdown: () => Promise<void> };

/** Registers the process's tracer provider with `spanProcessors` (tests pass an in-memory exporter's). */
export async function registerTracing(options: {
  serviceName: string;
  /** Which process this is (`web`, `worker`, `launcher`): a resource attribute, as `process` is on the metrics. */
  process: string;
  spanProcessors: SpanProcessor[];
}): Promise<Tracing> {
  const { NodeTracerProvider } = await import('@opentelemetry/sdk-trace-node');
  const { resourceFromAttributes } = await import('@opentelemetry/resources');
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': options.serviceName,
      'service.instance.id': `${options.process}-${process.pid}`,
      'aos.process': options.process,
    }),
    spanProcessors: options.spanProcessors,
  });
  provider.register();
  setTracingOn(true);
  return {
    shutdown: async () => {
      setTracingOn(false);
      await provider.shutdown();
    },
  };
}

/** OTLP export when the environment names an endpoint; null (and no SDK loaded) otherwise. */
export async function startTracing(settings: Config['tracing'], process: string): Promise<Tracing | null> {
  if (!settings.enabled) return null;
  const { BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-node');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
  return registerTracing({
    serviceName: settings.serviceName,
    process,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
}
