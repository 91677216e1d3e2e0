import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import type { Db } from '~/server/db/client';
import { session } from '~/server/db/schema';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';

/** One signed-in browser of a person, as the account page lists it (never the session's token). */
export type SessionView = {
  id: string;
  current: boolean;
  browser: string | null;
  os: string | null;
  device: string | null;
  ip_address: string | null;
  created_at: string;
  /** better-auth refreshes a session at most every 5 minutes of use (auth.ts `updateAge`). */
  last_seen_at: string;
};

function describeAgent(userAgent: string | null) {
  if (!userAgent) return { browser: null, os: null, device: null };
  const ua = new UAParser(userAgent).getResult();
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;
  return {
    browser: join(ua.browser.name, ua.browser.major),
    os: join(ua.os.name, ua.os.version),
    device: join(ua.device.vendor, ua.device.model),
  };
}

/** The person's sessions that have not expired, the most recently used first. */
export async function listSessions(
  db: Db,
  options: { userId: string; currentSessionId: string | null },
): Promise<SessionView[]> {
  const rows = await db
    .select()
    .from(session)
    .where(and(eq(session.userId, options.userId), gt(session.expiresAt, now())))
    .orderBy(desc(session.updatedAt));
  return rows.map((s) => ({
    id: s.id,
    current: s.id === options.currentSessionId,
    ...describeAgent(s.userAgent),
    ip_address: s.ipAddress,
    created_at: s.createdAt.toISOString(),
    last_seen_at: s.updatedAt.toISOString(),
  }));
}

/** Signs one of the person's browsers out (its next request finds no session). */
export async function endSession(db: Db, options: { userId: string; sessionId: string }): Promise<{ ended: 1 }> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(session)
      .where(and(eq(session.id, options.sessionId), eq(session.userId, options.userId)))
      .returning({ id: session.id });
    if (ended.length === 0) throw new AppError('NOT_FOUND', 'Sesi ini sudah berakhir.');
    await recordAudit(tx, {
      actor: { type: 'user', id: options.userId },
      action: 'account.session_end',
      targetType: 'user',
      targetId: options.userId,
      details: { session_id: options.sessionId },
    });
    return { ended: 1 as const };
  });
}

/** Signs every other browser of the person out, keeping the one making the request. */
export async function endOtherSessions(
  db: Db,
  options: { userId: string; keepSessionId: string },
): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(session)
      .where(and(eq(session.userId, options.userId), ne(session.id, options.keepSessionId)))
      .returning({ id: session.id });
    await recordAudit(tx, {
      actor: { type: 'user', id: options.userId },
      action: 'account.sessions_end_others',
      targetType: 'user',
      targetId: options.userId,
      details: { ended: ended.length },
    });
    return { ended: ended.length };
  });
}
