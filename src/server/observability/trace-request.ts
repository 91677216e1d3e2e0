import type { IncomingMessage, ServerResponse } from 'node:http';
import { context } from '@opentelemetry/api';
import { routeLabel } from './http-metrics';
import { contextFrom, SpanKind, startSpan, tracingOn } from './tracing';

/**
 * Runs the web server's handling of a request inside a server span named by its route template (no ids), which
 * continues a caller's W3C `traceparent` if it sent one. The span ends when the answer is written or the
 * client goes away. `/health` is left out: a load balancer's probes every few seconds are not worth a trace.
 */
export function traceRequest(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  if (!tracingOn() || /^\/health(?:\?|$)/.test(req.url ?? '')) return handle();
  const method = req.method ?? 'GET';
  const { surface, route } = routeLabel(method, req.url ?? '/');
  const started = startSpan(`${method} ${route}`, {
    kind: SpanKind.SERVER,
    parent: contextFrom(req.headers),
    attributes: { 'http.request.method': method, 'http.route': route, 'aos.surface': surface },
  });
  if (!started) return handle();
  const { span } = started;
  res.once('close', () => {
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: 2 });
    span.end();
  });
  context.with(started.context, handle);
}
