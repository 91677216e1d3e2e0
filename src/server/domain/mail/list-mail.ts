import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { mailOutbox } from '~/server/db/schema';

/** The outbox, newest first, optionally for one address (what `ops mail list` prints). */
export async function listMail(options: { db: DbOrTx; to?: string; limit?: number }) {
  const { db } = options;
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(mailOutbox.toAddress, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit ?? 50);
  return rows.map((m) => ({
    id: m.id,
    kind: m.kind,
    to: m.toAddress,
    subject: m.subject,
    status: m.status,
    links: m.links,
    text: m.bodyText,
    error: m.error,
    created_at: m.createdAt.toISOString(),
    sent_at: m.sentAt?.toISOString() ?? null,
  }));
}
