// One POST /v1/orders, followed by OpenTelemetry's own in-memory exporter: the request's span holds its
// Postgres statements, and the offering job and the webhook deliveries it scheduled continue the same trace
// (their context rode in the job payloads) down to the HTTP attempt at a real receiver.
process.env.ALLOW_PRIVATE_WEBHOOK_TARGETS = '1';
process.env.WEBHOOK_TIMEOUT_MS = '2000';

import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { serveV1 } from '~/server/front-door/v1-pipeline';
import { createLogger } from '~/server/logger';
import { startWorker, type Worker } from '~/server/worker/runner';
import { testDomain } from '~/test/domain-context';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { createAgent, type Agent, AMPLE_LIMITS } from '~/test/fixtures';
import { validIntake } from '~/test/orders';
import { createClaimedPractitioner } from '~/test/practitioners';
import { startReceiver } from '~/test/webhook-receiver';
import { registerTracing, type Tracing } from './start-tracing';
import { inSpan, SpanKind } from './tracing';

const SECRET_PARTY = 'PT Pihak Lawan Tak Tercatat';
const exporter = new InMemorySpanExporter();
// Registered before the pool opens (useFileDatabase), as the entry points do: the pool's statements are spans.
const tracing: Tracing = await registerTracing({
  serviceName: 'aos-test',
  process: 'test',
  spanProcessors: [new SimpleSpanProcessor(exporter)],
});
await useFileDatabase('aos_tracing');

let db: Db;
let agent: Agent;
let worker: Worker | null = null;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  db = await getDb();
  receiver = await startReceiver();
  agent = await createAgent({ db, ...AMPLE_LIMITS });
  await createClaimedPractitioner({ db, name: 'Praktisi Jejak', email: 'jejak@contoh.id', serviceCodes: ['somasi'] });
  worker = await startWorker({ domain: testDomain });
});
afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
  await tracing.shutdown();
});

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
/** Whether `span` lies under `ancestor` in the trace's tree. */
function under(span: ReadableSpan, ancestor: ReadableSpan, all: ReadableSpan[]): boolean {
  const byId = new Map(all.map((s) => [s.spanContext().spanId, s]));
  for (let at = parentOf(span); at; at = byId.get(at) ? parentOf(byId.get(at)!) : undefined)
    if (at === ancestor.spanContext().spanId) return true;
  return false;
}

describe('tracing', () => {
  it('follows one POST /v1/orders through its statements, its first offer included, to the webhook attempts', async () => {
    const response = await serveV1(
      new Request('http://127.0.0.1:3100/v1/orders', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${agent.apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'trace-1',
        },
        body: JSON.stringify({
          service: 'somasi',
          intake: { ...validIntake('somasi'), pihak_lawan: SECRET_PARTY },
          callback_url: receiver.url('/traced'),
        }),
      }),
    );
    expect(response.status).toBe(201);
    const requestId = response.headers.get('X-Request-Id');
    const orderId = ((await response.json()) as { id: string }).id;

    // order.dibayar and order.ditawarkan, both written by the request (the first offer is made in it), arrive.
    await waitFor(async () => receiver.on('/traced').length >= 2, { what: 'two webhooks', timeoutMs: 20_000 });
    const spans = await waitFor(
      async () => {
        const done = exporter.getFinishedSpans();
        // A delivery job's span ends after its attempts are recorded, so after the attempts' own spans.
        return done.some((s) => s.name === 'job deliver_webhook') ? done : null;
      },
      { what: 'the delivery job span' },
    );

    const root = spans.find((s) => s.name === 'v1 POST /v1/orders')!;
    expect(root).toBeDefined();
    expect(parentOf(root)).toBeUndefined();
    expect(root.attributes).toMatchObject({
      'http.route': '/v1/orders',
      'http.response.status_code': 201,
      'aos.request_id': requestId,
    });
    const trace = spans.filter((s) => s.spanContext().traceId === root.spanContext().traceId);

    // The request's statements, inside its transaction, with drizzle's placeholders and never a value: the order's
    // insert and its first offer.
    const statements = trace.filter((s) => s.attributes['db.system.name'] === 'postgresql' && under(s, root, trace));
    expect(statements.some((s) => /^insert into "order"/.test(String(s.attributes['db.query.text'])))).toBe(true);
    expect(statements.some((s) => /^\s*with moved as \(/.test(String(s.attributes['db.query.text'])))).toBe(true);
    expect(statements.some((s) => s.name === 'transaction')).toBe(true);
    for (const s of statements) expect(s.kind).toBe(SpanKind.CLIENT);
    expect(trace.some((s) => s.name === 'job offer_order')).toBe(false);

    // One delivery job continues the request's trace and holds both attempts, order.dibayar's then order.ditawarkan's
    // (webhooks/delivery-schedule.ts, scheduleWithEarlier), each answered 200 by the receiver.
    const deliveries = trace.filter((s) => s.name === 'job deliver_webhook');
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.kind).toBe(SpanKind.CONSUMER);
    expect(under(deliveries[0]!, root, trace)).toBe(true);
    const attempts = trace.filter(
      (s) => s.name === 'webhook POST' && parentOf(s) === deliveries[0]!.spanContext().spanId,
    );
    expect(attempts).toHaveLength(2);
    for (const attempt of attempts) {
      expect(attempt.kind).toBe(SpanKind.CLIENT);
      expect(attempt.attributes['http.response.status_code']).toBe(200);
    }

    // No span carries the order's intake, the key or its secret (statement parameters are never recorded).
    const recorded = JSON.stringify(trace.map((s) => s.attributes));
    expect(recorded).not.toContain(agent.apiKey);
    expect(recorded).not.toContain(SECRET_PARTY);
    expect(recorded).not.toContain(orderId);
    // The receiver got no trace header: the trace is ours.
    for (const request of receiver.on('/traced')) expect(request.headers.traceparent).toBeUndefined();
  });

  it('writes the trace and span id on log lines inside a span, and none outside', async () => {
    const lines: string[] = [];
    const log = createLogger({ write: (line: string) => void lines.push(line) }, 'info');
    log.info('outside');
    let ids = { traceId: '', spanId: '' };
    await inSpan('logged', {}, async (span) => {
      ids = { traceId: span!.spanContext().traceId, spanId: span!.spanContext().spanId };
      log.info('inside');
    });
    const [outside, inside] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(outside).not.toHaveProperty('trace_id');
    expect(inside).toMatchObject({ msg: 'inside', trace_id: ids.traceId, span_id: ids.spanId });
  });
});
