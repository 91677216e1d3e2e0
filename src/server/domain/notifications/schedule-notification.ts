import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import type { Actor } from '~/server/domain/actor';
import type { DomainContext } from '~/server/domain/context';
import { randomBase62 } from '~/server/domain/ids';
import { notifyJob, type NotifyPayload } from './notification-jobs';

/** Queues the notification job of an event in the caller's transaction (it runs once that commits). */
export async function scheduleNotification(
  tx: DbOrTx,
  domain: DomainContext,
  event: Omit<NotifyPayload, 'source' | 'actorUserId'> & { source?: string; actor?: Actor },
  options: { onlyIf?: SQL } = {},
): Promise<void> {
  const { actor, source, ...rest } = event;
  await domain.jobs.schedule(
    tx,
    notifyJob,
    {
      ...rest,
      source: source ?? `${event.kind}:${randomBase62(20)}`,
      actorUserId: actor?.type === 'user' ? actor.id : undefined,
    },
    options,
  );
}
