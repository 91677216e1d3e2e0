import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createClient, retryAfterMs, retryingFetch, verifyWebhook } from '../index.mjs';

/** A fetch that answers from a script and records what it was sent. */
function scripted(...answers) {
  const seen = [];
  const fetch = async (request) => {
    seen.push({
      method: request.method,
      url: request.url,
      key: request.headers.get('Idempotency-Key'),
      body: await request.text(),
    });
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next ?? new Response('{}', { status: 200 });
  };
  return { fetch, seen };
}

const json = (status, body, headers = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

test('429 waits the Retry-After seconds, whatever the method, then succeeds', async () => {
  const { fetch, seen } = scripted(
    json(429, { error: { code: 'RATE_LIMITED' } }, { 'Retry-After': '2' }),
    json(200, { ok: 1 }),
  );
  const waits = [];
  const send = retryingFetch({ fetch, sleep: async (ms) => void waits.push(ms) });
  const response = await send('https://api.test/v1/orders/ord_1/messages', { method: 'POST', body: '{"message":"x"}' });
  assert.equal(response.status, 200);
  assert.deepEqual(waits, [2000]);
  assert.deepEqual(
    seen.map((s) => s.body),
    ['{"message":"x"}', '{"message":"x"}'],
  );
});

test('a 500 or a dropped connection on a POST without Idempotency-Key is not retried', async () => {
  const { fetch, seen } = scripted(json(500, { error: { code: 'INTERNAL' } }));
  const send = retryingFetch({ fetch, sleep: async () => {} });
  assert.equal((await send('https://api.test/v1/orders/ord_1/accept', { method: 'POST' })).status, 500);
  assert.equal(seen.length, 1);
  const dropped = scripted(new TypeError('fetch failed'));
  await assert.rejects(
    retryingFetch({ fetch: dropped.fetch, sleep: async () => {} })('https://api.test/v1/orders/ord_1/accept', {
      method: 'POST',
    }),
    /fetch failed/,
  );
  assert.equal(dropped.seen.length, 1);
});

test('reads are retried on 5xx and dropped connections with growing backoff, up to maxRetries', async () => {
  const { fetch, seen } = scripted(
    new TypeError('fetch failed'),
    json(503, {}),
    json(502, {}),
    json(500, {}),
    json(200, {}),
  );
  const waits = [];
  const send = retryingFetch({ fetch, maxRetries: 3, baseDelayMs: 100, sleep: async (ms) => void waits.push(ms) });
  assert.equal((await send('https://api.test/v1/balance')).status, 500);
  assert.equal(seen.length, 4);
  waits.forEach((ms, i) => assert.ok(ms >= 0 && ms <= 100 * 2 ** i, `wait ${i} was ${ms}`));
});

test('createOrder makes one Idempotency-Key per call and reuses it on every retry of that call', async () => {
  const created = { id: 'ord_1', status: 'dibayar' };
  const { fetch, seen } = scripted(
    json(500, {}),
    json(503, {}, { 'Retry-After': '1' }),
    json(201, created),
    json(201, { ...created, id: 'ord_2' }),
  );
  const api = createClient({ baseUrl: 'https://api.test/', apiKey: 'svc_live_abc.def', fetch, baseDelayMs: 1 });
  const first = await api.createOrder({ service: 'nib-oss', intake: { a: 'b' } });
  assert.deepEqual(first.data, created);
  const second = await api.createOrder({ service: 'nib-oss', intake: { a: 'b' } });
  assert.equal(second.data.id, 'ord_2');
  assert.deepEqual(
    seen.map((s) => s.url),
    Array(4).fill('https://api.test/v1/orders'),
  );
  assert.equal(new Set(seen.slice(0, 3).map((s) => s.key)).size, 1);
  assert.notEqual(seen[3].key, seen[0].key);
  assert.match(seen[0].key, /^[0-9a-f-]{36}$/);
});

test('a given Idempotency-Key is sent as given; the key header is the bearer API key', async () => {
  let auth;
  const api = createClient({
    baseUrl: 'https://api.test/v1',
    apiKey: 'svc_live_abc.def',
    fetch: async (request) => {
      auth = request.headers.get('Authorization');
      return json(201, { id: 'ord_1', key: request.headers.get('Idempotency-Key') });
    },
  });
  assert.equal(
    (await api.createOrder({ service: 's', intake: {} }, { idempotencyKey: 'pesanan-1' })).data.key,
    'pesanan-1',
  );
  assert.equal(auth, 'Bearer svc_live_abc.def');
});

test('Retry-After as seconds or an HTTP date; the verifier is re-exported', () => {
  assert.equal(retryAfterMs(new Response(null, { headers: { 'Retry-After': '7' } })), 7000);
  assert.equal(
    retryAfterMs(new Response(null, { headers: { 'Retry-After': new Date(60_000).toUTCString() } }), 0),
    60_000,
  );
  assert.equal(retryAfterMs(new Response(null)), null);
  assert.equal(typeof verifyWebhook, 'function');
  assert.throws(() => createClient({ apiKey: 'k' }), /baseUrl is required/);
});
