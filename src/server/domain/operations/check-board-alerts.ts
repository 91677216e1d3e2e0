import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { operationsAlerts } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { scheduleNotification } from '~/server/domain/notifications/schedule-notification';
import type { BoardAlert } from './board-alerts';
import { operationsBoard } from './operations-board';

/** What one check did: the alerts whose episode began (the operators are told) and those that cleared. */
export type AlertCheck = { began: BoardAlert[]; cleared: BoardAlert['code'][] };

/**
 * Reads the board and tells the operators (in-app and by mail, through the notify job) of each alert that
 * began firing since the last check: once per episode, not again until it cleared and crossed again. Run by a
 * cron job every minute (and by `ops board check`); two checks at once are safe, since an episode begins only
 * where a row still says clear, under its row lock. An episode that ends needs no write to its notifications:
 * they name their episode, and notifications/handled.ts shows them handled once this row says it is over.
 */
export async function checkBoardAlerts({ db, domain }: { db: Db; domain: DomainContext }): Promise<AlertCheck> {
  const board = await operationsBoard({ db });
  return db.transaction(async (tx) => {
    const at = now();
    const began: BoardAlert[] = [];
    const cleared: BoardAlert['code'][] = [];
    for (const alert of board.alerts) {
      if (!alert.firing) {
        const ended = await tx
          .update(operationsAlerts)
          .set({ firing: false, clearedAt: at })
          .where(and(eq(operationsAlerts.code, alert.code), eq(operationsAlerts.firing, true)))
          .returning({ code: operationsAlerts.code });
        if (ended.length > 0) cleared.push(alert.code);
        continue;
      }
      const [episode] = await tx
        .insert(operationsAlerts)
        .values({
          code: alert.code,
          firing: true,
          episode: 1,
          firingSince: at,
          value: alert.value,
          threshold: alert.threshold,
        })
        .onConflictDoUpdate({
          target: operationsAlerts.code,
          set: {
            firing: true,
            episode: sql`${operationsAlerts.episode} + 1`,
            firingSince: at,
            clearedAt: null,
            value: alert.value,
            threshold: alert.threshold,
          },
          setWhere: eq(operationsAlerts.firing, false),
        })
        .returning({ episode: operationsAlerts.episode });
      if (!episode) continue;
      began.push(alert);
      await scheduleNotification(tx, domain, {
        kind: 'operations_alert',
        source: `operations_alert:${alert.code}:${episode.episode}`,
        alert: { code: alert.code, value: alert.value, threshold: alert.threshold, episode: episode.episode },
      });
    }
    return { began, cleared };
  });
}
