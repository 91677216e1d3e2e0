// The board's alerts tell the operators once per episode: a target failing at two checks in a row is one
// notification (in-app and mail), the target answering again ends the episode, and failing again begins a new
// one that is told again. Two checks at once begin one episode.
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { mailOutbox, notifications, operationsAlerts, webhookEvents } from '~/server/db/schema';
import { deliverNotifications } from '~/server/domain/notifications/deliver-notifications';
import { listNotifications } from '~/server/domain/notifications/list-notifications';
import type { NotifyPayload } from '~/server/domain/notifications/notification-jobs';
import { deliverEvent } from '~/server/domain/webhooks/deliver-event';
import type { WebhookTransport } from '~/server/domain/webhooks/webhook-transport';
import { createUser } from '~/test/dashboard';
import { testDomain } from '~/test/domain-context';
import { useFileDatabase } from '~/test/file-database';
import { AMPLE_LIMITS, createAgent, type Agent } from '~/test/fixtures';
import { placeOrder } from '~/test/orders';
import { recordJobs } from '~/test/recording-scheduler';
import { checkBoardAlerts } from './check-board-alerts';

await useFileDatabase('aos_board_alert_episodes');

const TARGET = 'https://penerima.contoh.id/alerts';
let db: Db;
let agent: Agent;
let operatorId: string;
let operatorEmail: string;

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({ db, ...AMPLE_LIMITS, webhookUrl: TARGET });
  const operator = await createUser(db, { platformRole: 'operator', email: 'operator.papan@contoh.id' });
  operatorId = operator.id;
  operatorEmail = operator.email;
});

const answering =
  (statusCode: number): WebhookTransport =>
  async () => ({ statusCode, error: statusCode === 200 ? null : `HTTP ${statusCode}` });

/** A new order's first event, attempted once with the given answer. */
async function attemptNewOrder(statusCode: number) {
  const order = await placeOrder(db, agent, 'review-kontrak');
  const [event] = await db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.orderId, order.id))
    .orderBy(asc(webhookEvents.seq))
    .limit(1);
  await deliverEvent({ db, domain: testDomain, transport: answering(statusCode), eventId: event!.id, attempt: 1 });
  return event!.id;
}

/** One check, with the notify jobs it scheduled for the webhook alert run as the worker would. */
async function check() {
  const jobs = recordJobs();
  const result = await checkBoardAlerts({ db, domain: jobs.domain });
  const told = jobs.named('notify').map((j) => j.payload as NotifyPayload);
  for (const event of told) await deliverNotifications({ db, domain: testDomain, event });
  return { ...result, told: told.filter((e) => e.alert?.code === 'webhooks_failing') };
}

const alertNotifications = () =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, operatorId), eq(notifications.kind, 'operations_alert')));

const webhookAlertNotifications = async () =>
  (await alertNotifications()).filter((n) => n.params.alert === 'webhooks_failing');

/** The webhook alert's notifications as the operator's bell and list show them, newest first. */
const shownAlerts = async () =>
  (await listNotifications({ db, userId: operatorId })).filter(
    (n) => n.kind === 'operations_alert' && n.params.alert === 'webhooks_failing',
  );

const webhookAlertMails = async () =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, operatorEmail))).filter((m) =>
    m.subject.includes('Target webhook gagal'),
  );

describe('operations alerts, once per episode', () => {
  it('tells the operators once while a target keeps failing, and again after it recovered and failed anew', async () => {
    const quiet = await check();
    expect(quiet.told).toEqual([]);
    expect(await webhookAlertNotifications()).toEqual([]);

    const failing = await attemptNewOrder(500);
    const first = await check();
    expect(first.began.map((a) => a.code)).toContain('webhooks_failing');
    expect(first.told).toEqual([
      expect.objectContaining({
        kind: 'operations_alert',
        source: 'operations_alert:webhooks_failing:1',
        alert: { code: 'webhooks_failing', value: 1, threshold: 0, episode: 1 },
      }),
    ]);
    const [notification] = await webhookAlertNotifications();
    expect(notification).toMatchObject({
      linkPath: '/staf/operator/operasi',
      params: { value: 1, threshold: 0, episode: 1 },
    });
    expect(await shownAlerts()).toEqual([
      expect.objectContaining({
        handled: false,
        actionable: true,
        body: expect.stringContaining('Periksa papan operasi.'),
      }),
    ]);
    expect(await webhookAlertMails()).toHaveLength(1);

    // Crossed again within the same episode (a second failure, the figure grows): nobody is told again.
    await attemptNewOrder(500);
    const second = await check();
    expect(second.began).toEqual([]);
    expect(second.told).toEqual([]);
    expect(await webhookAlertNotifications()).toHaveLength(1);
    expect(await webhookAlertMails()).toHaveLength(1);
    const [row] = await db.select().from(operationsAlerts).where(eq(operationsAlerts.code, 'webhooks_failing'));
    expect(row).toMatchObject({ firing: true, episode: 1, value: 1, clearedAt: null });

    // The receiver answers again: the episode ends, quietly.
    await deliverEvent({ db, domain: testDomain, transport: answering(200), eventId: failing, attempt: 2 });
    const recovered = await check();
    expect(recovered.cleared).toContain('webhooks_failing');
    expect(recovered.told).toEqual([]);
    const [cleared] = await db.select().from(operationsAlerts).where(eq(operationsAlerts.code, 'webhooks_failing'));
    expect(cleared).toMatchObject({ firing: false, episode: 1 });
    expect(cleared!.clearedAt).toBeInstanceOf(Date);
    expect(await webhookAlertNotifications()).toHaveLength(1);
    // Its notification says so and stops asking, in the bell and the list (both render listNotifications).
    const [shown] = await shownAlerts();
    expect(shown).toMatchObject({ id: notification!.id, handled: true, actionable: false });
    expect(shown!.body).toContain('Peringatan ini sudah padam; tidak ada yang perlu dilakukan lagi.');
    expect(shown!.body).not.toContain('Periksa papan operasi.');

    // It fails again: a new episode, told again.
    await attemptNewOrder(503);
    const again = await check();
    expect(again.told.map((e) => e.source)).toEqual(['operations_alert:webhooks_failing:2']);
    expect(await webhookAlertNotifications()).toHaveLength(2);
    expect(await webhookAlertMails()).toHaveLength(2);
    // The new episode's notification asks; the first one's stays handled.
    expect((await shownAlerts()).map((n) => [n.params.episode, n.handled, n.actionable])).toEqual([
      [2, false, true],
      [1, true, false],
    ]);

    // The notify job retried (the worker died after its commit): the same rows, no second mail.
    await deliverNotifications({ db, domain: testDomain, event: again.told[0]! });
    expect(await webhookAlertNotifications()).toHaveLength(2);
    expect(await webhookAlertMails()).toHaveLength(2);
  });

  it('begins one episode when two checks run at once', async () => {
    // The webhook episode is open from the test above; the worker alert too (no worker runs here). Clear one
    // row by hand so both checks find it crossing at the same moment.
    await db
      .update(operationsAlerts)
      .set({ firing: false, clearedAt: new Date() })
      .where(eq(operationsAlerts.code, 'webhooks_failing'));
    const [a, b] = await Promise.all([check(), check()]);
    expect([...a.told, ...b.told].map((e) => e.source)).toEqual(['operations_alert:webhooks_failing:3']);
    expect(await webhookAlertNotifications()).toHaveLength(3);
    // Episode 2 was ended by hand above; only episode 3 still asks.
    expect((await shownAlerts()).map((n) => [n.params.episode, n.handled])).toEqual([
      [3, false],
      [2, true],
      [1, true],
    ]);
  });
});
