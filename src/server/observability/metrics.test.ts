// /metrics after one scripted order's life (placed over REST, offered, accepted, worked, handed in; its first
// webhook answered 500, then 200): each counter and histogram says exactly that, no label carries an id, and
// the endpoint is refused from outside the machine unless the scraper holds the token.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '~/server/db/schema';
import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { runOffering } from '~/server/domain/offers/offering';
import { deliverOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { deliverEvent } from '~/server/domain/webhooks/deliver-event';
import type { WebhookTransport } from '~/server/domain/webhooks/webhook-transport';
import { testDomain } from '~/test/domain-context';
import { createAgent, AMPLE_LIMITS } from '~/test/fixtures';
import { startIsolatedApp, type IsolatedApp } from '~/test/isolated-app';
import { createClaimedPractitioner } from '~/test/practitioners';

const TOKEN = 'metrics-token-0123456789abcdef';
let env: IsolatedApp;

beforeAll(async () => {
  env = await startIsolatedApp('aos_metrics', { METRICS_TOKEN: TOKEN, AUTH_TRUSTED_PROXIES: '127.0.0.1' });
}, 180_000);
afterAll(async () => env?.stop());

const scrape = (headers: Record<string, string> = {}) => fetch(`${env.baseUrl}/metrics`, { headers });

/** The value of the series `name` whose labels are exactly `labels` plus `process="web"` (in any order). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = JSON.stringify(Object.entries({ ...labels, process: 'web' }).sort());
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]);
    if (JSON.stringify(found.sort()) === wanted) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics', () => {
  it('counts one order’s life: REST request, status changes, offer and acceptance, a failed then a delivered webhook', async () => {
    const db = env.db;
    const agent = await createAgent({ db, ...AMPLE_LIMITS, webhookUrl: 'https://receiver.example/hook' });
    const practitionerId = (
      await createClaimedPractitioner({
        db,
        name: 'Praktisi Metrik',
        email: `metrik-${Date.now()}@contoh.id`,
        serviceCodes: ['review-kontrak'],
      })
    ).id;
    const created = await fetch(`${env.baseUrl}/v1/orders`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${agent.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': 'metrics-1',
      },
      body: JSON.stringify({
        service: 'review-kontrak',
        intake: { dokumen_kontrak_url: 'https://contoh.id/k.pdf', jenis_kontrak: 'sewa' },
      }),
    });
    expect(created.status).toBe(201);
    const orderId = ((await created.json()) as { id: string }).id;
    const read = await fetch(`${env.baseUrl}/v1/orders/${orderId}`, {
      headers: { Authorization: `Bearer ${agent.apiKey}` },
    });
    expect(read.status).toBe(200);
    await runOffering({ db, domain: testDomain, orderId });
    await acceptOffer({ db, domain: testDomain, orderId, practitionerId });
    await startWork({ db, domain: testDomain, orderId, practitionerId });
    await deliverOrder({ db, domain: testDomain, orderId, practitionerId, text: 'Memo hasil review.' });

    const [first] = await db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(eq(webhookEvents.orderId, orderId))
      .orderBy(asc(webhookEvents.seq))
      .limit(1);
    const answers = [500, 200];
    const transport: WebhookTransport = async () => {
      const statusCode = answers.shift()!;
      return { statusCode, error: statusCode === 200 ? null : 'HTTP 500' };
    };
    await deliverEvent({ db, domain: testDomain, transport, eventId: first!.id, attempt: 1 });
    await deliverEvent({ db, domain: testDomain, transport, eventId: first!.id, attempt: 2 });

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const request = { surface: 'v1', route: '/v1/orders', method: 'POST', status: '201' };
    const at = (name: string, labels: Record<string, string> = {}) => valueOf(text, name, labels);

    expect(at('aos_http_requests_total', request)).toBe(1);
    expect(at('aos_http_request_duration_seconds_count', request)).toBe(1);
    // The template the /v1 pipeline matched, and /health answered before Next under its own surface.
    expect(at('aos_http_requests_total', { ...request, route: '/v1/orders/{id}', method: 'GET', status: '200' })).toBe(
      1,
    );
    expect(
      at('aos_http_requests_total', { surface: 'health', route: '/health', method: 'GET', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(at('aos_orders', { status: 'diserahkan', mode: 'live' })).toBe(1);
    for (const status of ['dibayar', 'ditawarkan', 'diambil', 'dikerjakan', 'diserahkan'])
      expect(at('aos_order_status_changes_total', { status }), status).toBe(1);
    expect(at('aos_offers_total', { status: 'diterima' })).toBe(1);
    expect(at('aos_offer_acceptance_seconds_count')).toBe(1);
    expect(at('aos_offer_acceptance_seconds_bucket', { le: '+Inf' })).toBe(1);
    expect(at('aos_webhook_attempts_total', { outcome: 'failure' })).toBe(1);
    expect(at('aos_webhook_attempts_total', { outcome: 'success' })).toBe(1);
    expect(at('aos_webhook_delivery_seconds_count')).toBe(1);
    expect(at('aos_mail_backlog')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('aos_process_cpu_seconds_total');

    // No label value anywhere is an id, an address or a key.
    const labelValues = [...text.matchAll(/="([^"]*)"/g)].map((m) => m[1]!);
    for (const value of labelValues) {
      expect(value).not.toMatch(/^(ord|org|key|evt|off|prac|case|bid|usr|file)_/);
      expect(value).not.toContain('@');
      expect(value).not.toContain(agent.prefix);
    }
    expect(text).not.toContain(orderId);
  });

  it('from outside the machine: 404 without the token or with a wrong one, the exposition with it', async () => {
    const outside = { 'X-Forwarded-For': '203.0.113.9' };
    const refused = await scrape(outside);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    expect((await scrape({ ...outside, Authorization: `Bearer ${TOKEN}x` })).status).toBe(404);
    const allowed = await scrape({ ...outside, Authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('aos_orders');
  });
});
