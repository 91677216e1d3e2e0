import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { webhookAttempts } from '~/server/db/schema';

/** Every delivery attempt of these events, oldest first per event (the order page and the events API). */
export async function attemptsOfEvents(db: DbOrTx, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.eventId, eventIds))
    .orderBy(asc(webhookAttempts.eventId), asc(webhookAttempts.attemptNumber), asc(webhookAttempts.id));
}
