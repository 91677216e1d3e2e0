// Production mode: private webhook targets are refused at each attempt.
process.env.ALLOW_PRIVATE_WEBHOOK_TARGETS = '0';
process.env.WEBHOOK_RETRY_BASE_SECONDS = '0.2';

import { asc, eq } from 'drizzle-orm';
import type { Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { webhookAttempts, webhookEvents } from '~/server/db/schema';
import { startWorker } from '~/server/jobs/runner';
import { createAgent } from '~/test/fixtures';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { startReceiver } from '~/test/webhook-receiver';
import { checkTarget, isPublicAddress } from './target-guard';

await useFileDatabase('aos_ssrf');

let db: Db;
let runner: Runner;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  db = await getDb();
  receiver = await startReceiver();
  runner = await startWorker();
});
afterAll(async () => {
  await runner?.stop();
  await receiver?.close();
});

describe('SSRF guard', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', 'fe80::1', 'fc00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])(
    '%s is not public',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));

  it('refuses localhost names and private literals before connecting', async () => {
    await expect(checkTarget('http://localhost:1/x', false)).rejects.toThrow(/non-public/);
    await expect(checkTarget('http://api.localhost/x', false)).rejects.toThrow(/non-public/);
    await expect(checkTarget('http://[::1]:8080/x', false)).rejects.toThrow(/non-public/);
    await expect(checkTarget('ftp://example.com/x', false)).rejects.toThrow(/scheme/);
    await expect(checkTarget('http://127.0.0.1:9/x', true)).resolves.toMatchObject({ address: '127.0.0.1' });
  });

  it('a private target gets refused attempts, recorded with the reason, and the receiver sees nothing', async () => {
    const agent = await createAgent({ db, depositIdr: 10_000_000 });
    const order = await placeOrder(db, agent, 'somasi', { callback_url: receiver.url('/private') });
    const [event] = await db.select().from(webhookEvents).where(eq(webhookEvents.orderId, order.id)).orderBy(asc(webhookEvents.seq));
    await waitFor(async () => (await db.select().from(webhookEvents).where(eq(webhookEvents.id, event!.id)))[0]!.status === 'dropped', { what: 'dropped', timeoutMs: 20_000 });
    const attempts = await db.select().from(webhookAttempts).where(eq(webhookAttempts.eventId, event!.id));
    expect(attempts).toHaveLength(5);
    for (const a of attempts) {
      expect(a.succeeded).toBe(false);
      expect(a.statusCode).toBeNull();
      expect(a.error).toMatch(/^refused: .*non-public address 127\.0\.0\.1/);
    }
    expect(receiver.on('/private')).toEqual([]);
  });
});
