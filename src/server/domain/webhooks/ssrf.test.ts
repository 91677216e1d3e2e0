// Production mode: private webhook targets are refused at each attempt.
process.env.ALLOW_PRIVATE_WEBHOOK_TARGETS = '0';
process.env.WEBHOOK_RETRY_BASE_SECONDS = '0.2';

import { testDomain } from '~/test/domain-context';
import { createServer } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import type { Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { webhookAttempts, webhookEvents } from '~/server/db/schema';
import { startWorker } from '~/server/worker/runner';
import { logger } from '~/server/logger';
import { createAgent } from '~/test/fixtures';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { startReceiver } from '~/test/webhook-receiver';
import { postJson } from '~/server/outbound/webhook-transport/post-json';
import { checkTarget, isPublicAddress } from '~/server/outbound/webhook-transport/target-guard';

// Names with fixed answers, as an internal DNS would give them; everything else resolves for real.
const INTERNAL_HOST = 'hooks.internal.example';
const INTERNAL_ADDRESS = '10.20.30.40';
const MISSING_HOST = 'gone.internal.example';
vi.mock('node:dns/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:dns/promises')>();
  const lookup = async (host: string, options: object) => {
    if (host === 'hooks.internal.example') return [{ address: '10.20.30.40', family: 4 }];
    if (host === 'gone.internal.example')
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return actual.lookup(host, options);
  };
  return { ...actual, lookup, default: { ...actual, lookup } };
});

await useFileDatabase('aos_ssrf');

let db: Db;
let runner: Runner;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  db = await getDb();
  receiver = await startReceiver();
  runner = await startWorker({ domain: testDomain });
});
afterAll(async () => {
  await runner?.stop();
  await receiver?.close();
});

const NOT_PUBLIC = 'target refused: not a public address';

const REFUSED = [
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['::10.0.0.1', 'IPv4-compatible private'],
  ['::7f00:1', 'IPv4-compatible loopback, as the URL parser prints it'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['0.0.0.0', 'unspecified'],
  ['127.0.0.1', 'loopback'],
  ['10.1.2.3', 'private'],
  ['172.16.0.1', 'private'],
  ['192.168.1.1', 'private'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['169.254.169.254', 'link-local (cloud metadata)'],
  ['fd00::1', 'unique local'],
  ['fc00::1', 'unique local'],
  ['fe80::1', 'link-local'],
  ['224.0.0.1', 'multicast'],
  ['ff02::1', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['192.0.2.1', 'TEST-NET-1'],
  ['198.18.0.1', 'benchmarking'],
  ['240.0.0.1', 'reserved'],
  ['2001:db8::1', 'documentation'],
  ['64:ff9b::7f00:1', 'NAT64 of loopback'],
  ['2002:7f00:1::1', '6to4'],
  ['2001::1', 'Teredo'],
] as const;
const ALLOWED = ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'];
const literal = (address: string) => (address.includes(':') ? `[${address}]` : address);

describe('SSRF guard: only globally routable unicast', () => {
  it.each(REFUSED)('%s (%s) is not public', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(ALLOWED)('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));

  it.each(REFUSED)('http://%s/ (%s) is refused before connecting', async (address) => {
    await expect(checkTarget(`http://${literal(address)}:8080/hook`, false)).rejects.toThrow(NOT_PUBLIC);
  });

  it.each(['http://2130706433/', 'http://0x7f.1/', 'http://017700000001/', 'http://0x7f000001/', 'http://127.1/'])(
    '%s (loopback in another notation) is refused',
    async (url) => {
      await expect(checkTarget(url, false)).rejects.toThrow(NOT_PUBLIC);
    },
  );

  it('connects to the address it judged: IPv4 carried in IPv6 is connected to as IPv4', async () => {
    await expect(checkTarget('http://8.8.8.8/x', false)).resolves.toMatchObject({ address: '8.8.8.8', family: 4 });
    await expect(checkTarget('http://[2606:4700:4700::1111]/x', false)).resolves.toMatchObject({
      address: '2606:4700:4700::1111',
      family: 6,
    });
    await expect(checkTarget('http://[::ffff:8.8.8.8]/x', false)).resolves.toMatchObject({
      address: '8.8.8.8',
      family: 4,
    });
  });

  it('refuses localhost names and other schemes; allows private targets when configured', async () => {
    await expect(checkTarget('http://localhost:1/x', false)).rejects.toThrow(NOT_PUBLIC);
    await expect(checkTarget('http://api.localhost/x', false)).rejects.toThrow(NOT_PUBLIC);
    await expect(checkTarget('ftp://example.com/x', false)).rejects.toThrow('target refused: unsupported scheme');
    await expect(checkTarget('http://127.0.0.1:9/x', true)).resolves.toMatchObject({ address: '127.0.0.1' });
  });
});

describe('errors shown to the organization', () => {
  it('name the failure, never the address: private resolution, DNS failure, refused connection', async () => {
    const refused = checkTarget(`http://${INTERNAL_HOST}/x`, false);
    await expect(refused).rejects.toThrow(NOT_PUBLIC);
    await expect(refused).rejects.toMatchObject({
      detail: `${INTERNAL_HOST} resolves to ${INTERNAL_ADDRESS} (private)`,
    });
    await expect(checkTarget(`http://${MISSING_HOST}/x`, false)).rejects.toThrow(/^DNS lookup failed$/);

    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as { port: number };
    await new Promise((r) => closed.close(r));
    const target = await checkTarget(`http://127.0.0.1:${port}/x`, true);
    const result = await postJson(target, Buffer.from('{}'), {}, 2000);
    expect(result).toMatchObject({ statusCode: null, error: 'connection refused' });
    expect(result.reason).toContain('ECONNREFUSED');
  });

  it('a host resolving to a private address: five refused attempts stored with one generic error, details only in the server log', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const agent = await createAgent({ db, depositIdr: 10_000_000 });
    const order = await placeOrder(db, agent, 'somasi', {
      callback_url: `http://${INTERNAL_HOST}:${new URL(receiver.url('/')).port}/private`,
    });
    const [event] = await db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.orderId, order.id))
      .orderBy(asc(webhookEvents.seq));
    await waitFor(
      async () =>
        (await db.select().from(webhookEvents).where(eq(webhookEvents.id, event!.id)))[0]!.status === 'dropped',
      { what: 'dropped', timeoutMs: 20_000 },
    );
    const attempts = await db.select().from(webhookAttempts).where(eq(webhookAttempts.eventId, event!.id));
    expect(attempts).toHaveLength(5);
    for (const a of attempts) {
      expect(a.succeeded).toBe(false);
      expect(a.statusCode).toBeNull();
      expect(a.error).toBe(NOT_PUBLIC);
    }
    expect(receiver.on('/private')).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        eventId: event!.id,
        attempt: 1,
        error: NOT_PUBLIC,
        reason: `${INTERNAL_HOST} resolves to ${INTERNAL_ADDRESS} (private)`,
      }),
      'webhook attempt failed',
    );
    warn.mockRestore();
  });
});
