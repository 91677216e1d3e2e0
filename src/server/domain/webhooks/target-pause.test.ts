// An operator pauses a failing target of one organization: its events are held (no attempt made or counted,
// none dropped), the board lists it as paused instead of failing, the organization's people see it, and resuming
// sends the held events oldest first as the attempt that follows those recorded. Each act is in the audit log.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { auditLog, webhookAttempts, webhookEvents, webhookTargetPauses } from '~/server/db/schema';
import { operationsBoard } from '~/server/domain/operations/operations-board';
import { orgWithPeople, type OrgSetup } from '~/server/api/routers/dashboard/org/org-test-setup';
import { createUser, dashboardAs } from '~/test/dashboard';
import { testDomain } from '~/test/domain-context';
import { useFileDatabase } from '~/test/file-database';
import { AMPLE_LIMITS } from '~/test/fixtures';
import { placeApprovedOrder } from '~/test/orders';
import { recordJobs } from '~/test/recording-scheduler';
import { deliverEvent } from './deliver-event';
import { pauseWebhookTarget, resumeWebhookTarget } from './target-pause';
import type { WebhookTransport } from './webhook-transport';

await useFileDatabase('aos_webhook_target_pause');

const TARGET = 'https://penerima.contoh.id/jeda';
let db: Db;
let org: OrgSetup;

beforeAll(async () => {
  db = await getDb();
  org = await orgWithPeople(db, { ...AMPLE_LIMITS, webhookUrl: TARGET });
});

/** A receiver that records what reached it. */
function receiver(statusCode: number) {
  const received: string[] = [];
  const transport: WebhookTransport = async ({ body }) => {
    received.push((JSON.parse(body.toString('utf8')) as { id: string }).id);
    return { statusCode, error: statusCode === 200 ? null : `HTTP ${statusCode}` };
  };
  return { received, transport };
}

async function firstEventOf(orderId: string) {
  const [event] = await db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.orderId, orderId))
    .orderBy(asc(webhookEvents.seq))
    .limit(1);
  return event!;
}

const attemptsOf = (eventId: string) =>
  db.select().from(webhookAttempts).where(eq(webhookAttempts.eventId, eventId)).orderBy(asc(webhookAttempts.id));

const auditOf = () =>
  db
    .select({ action: auditLog.action, actorType: auditLog.actorType, details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetId, org.organizationId),
        inArray(auditLog.action, ['webhook_target.pause', 'webhook_target.resume']),
      ),
    )
    .orderBy(asc(auditLog.id));

describe('pausing a webhook target', () => {
  it('holds its events while paused and sends them in order on resume, audited', async () => {
    const operator = await createUser(db, { platformRole: 'operator' });
    const asOperator = dashboardAs(db, operator);
    const first = await firstEventOf((await placeApprovedOrder(db, org.agent, 'review-kontrak')).id);
    const failing = receiver(500);
    await deliverEvent({ db, domain: testDomain, transport: failing.transport, eventId: first.id, attempt: 1 });
    expect((await operationsBoard({ db })).failingWebhooks.map((w) => w.target)).toEqual([TARGET]);

    // The operator pauses it from the board (the same domain function as `ops webhook pause`).
    const paused = await asOperator.staff.operator.operations.pauseTarget({
      organizationId: org.organizationId,
      targetUrl: TARGET,
    });
    expect(paused).toEqual({ paused: true, pausedAt: expect.any(String) });
    // Pausing again changes nothing and records nothing more.
    expect(
      await pauseWebhookTarget({
        db,
        actor: { type: 'cli', id: 'ops' },
        organizationId: org.organizationId,
        targetUrl: TARGET,
      }),
    ).toEqual({ paused: false, pausedAt: paused.pausedAt });

    // The retry that was due and a new order's first event: neither reaches the receiver, none is counted.
    const second = await firstEventOf((await placeApprovedOrder(db, org.agent, 'review-kontrak')).id);
    const held = receiver(200);
    await deliverEvent({ db, domain: testDomain, transport: held.transport, eventId: first.id, attempt: 2 });
    await deliverEvent({ db, domain: testDomain, transport: held.transport, eventId: second.id, attempt: 1 });
    expect(held.received).toEqual([]);
    expect(await attemptsOf(first.id)).toHaveLength(1);
    expect(await attemptsOf(second.id)).toEqual([]);
    const waiting = await db
      .select({
        status: webhookEvents.status,
        attemptCount: webhookEvents.attemptCount,
        next: webhookEvents.nextAttemptAt,
      })
      .from(webhookEvents)
      .where(inArray(webhookEvents.id, [first.id, second.id]))
      .orderBy(asc(webhookEvents.seq));
    expect(waiting).toEqual([
      { status: 'pending', attemptCount: 1, next: null },
      { status: 'pending', attemptCount: 0, next: null },
    ]);

    // The board lists it as paused (the operator acted), not as failing; its alert stops.
    const board = await operationsBoard({ db });
    expect(board.failingWebhooks).toEqual([]);
    expect(board.pausedWebhooks).toEqual([
      {
        organizationId: org.organizationId,
        organizationName: expect.any(String),
        target: TARGET,
        pausedAt: paused.pausedAt.replace(/\.\d+Z$/, 'Z'),
        held: 2,
      },
    ]);
    expect(board.alerts.find((a) => a.code === 'webhooks_failing')).toMatchObject({ firing: false });
    // Its people see that the operator paused it; other organizations do not see it.
    expect(await dashboardAs(db, org.member).org.events.pausedTargets({ organizationId: org.organizationId })).toEqual([
      { organizationId: org.organizationId, targetUrl: TARGET, pausedAt: paused.pausedAt, held: 2 },
    ]);
    await expect(
      dashboardAs(db, org.outsider).org.events.pausedTargets({ organizationId: org.organizationId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // Resumed: the held events are scheduled at once, oldest first, each as its next attempt.
    const jobs = recordJobs();
    const resumed = await dashboardAs(db, operator, null, jobs.domain).staff.operator.operations.resumeTarget({
      organizationId: org.organizationId,
      targetUrl: TARGET,
    });
    expect(resumed).toEqual({ resumed: 2 });
    const scheduled = jobs.named('deliver_webhook').map((j) => j.payload as { eventId: string; attempt: number });
    expect(scheduled).toEqual([
      { eventId: first.id, attempt: 2 },
      { eventId: second.id, attempt: 1 },
    ]);
    expect(jobs.named('deliver_webhook').every((j) => j.runAt === null)).toBe(true);
    const answering = receiver(200);
    for (const job of scheduled) await deliverEvent({ db, domain: testDomain, transport: answering.transport, ...job });
    expect(answering.received).toEqual([first.id, second.id]);
    expect((await attemptsOf(first.id)).map((a) => [a.attemptNumber, a.succeeded])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect((await attemptsOf(second.id)).map((a) => [a.attemptNumber, a.succeeded])).toEqual([[1, true]]);
    expect(await db.select().from(webhookTargetPauses)).toEqual([]);
    expect((await operationsBoard({ db })).pausedWebhooks).toEqual([]);

    expect(await auditOf()).toEqual([
      { action: 'webhook_target.pause', actorType: 'user', details: { target: TARGET } },
      { action: 'webhook_target.resume', actorType: 'user', details: { target: TARGET, resumed: 2 } },
    ]);
  });

  it('refuses to resume a target that is not paused, and a pause by anyone but an operator, changing nothing', async () => {
    await expect(
      resumeWebhookTarget({
        db,
        domain: testDomain,
        actor: { type: 'cli', id: 'ops' },
        organizationId: org.organizationId,
        targetUrl: 'https://lain.contoh.id/hook',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      dashboardAs(db, org.owner).staff.operator.operations.pauseTarget({
        organizationId: org.organizationId,
        targetUrl: TARGET,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await db.select().from(webhookTargetPauses)).toEqual([]);
    expect(await auditOf()).toHaveLength(2);
  });
});
