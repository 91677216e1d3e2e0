import { and, asc, count, eq, gte, sum } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { bankTransfers, invoices, organization } from '~/server/db/schema';
import { now } from '~/server/domain/clock';

const LISTED = 5;
const RECENT_DAYS = 7;

/**
 * What waits on finance: live invoices not yet paid (count, sum, the oldest first, since the longest-waiting
 * practitioner is paid first), and the bank transfers recorded in the last week, so a transfer seen in the bank
 * statement can be checked against them before it is recorded.
 */
export async function financeHome(options: { db: DbOrTx }) {
  const { db } = options;
  const unpaid = and(eq(invoices.status, 'belum_dibayar'), eq(invoices.livemode, true));
  const [due] = await db
    .select({ n: count(), total: sum(invoices.amountIdr) })
    .from(invoices)
    .where(unpaid);
  const oldest = await db
    .select({ invoice: invoices, organizationName: organization.name })
    .from(invoices)
    .innerJoin(organization, eq(organization.id, invoices.organizationId))
    .where(unpaid)
    .orderBy(asc(invoices.createdAt), asc(invoices.id))
    .limit(LISTED);
  const since = new Date(now().getTime() - RECENT_DAYS * 86_400_000);
  const [recent] = await db
    .select({ n: count(), total: sum(bankTransfers.amountIdr) })
    .from(bankTransfers)
    .where(gte(bankTransfers.createdAt, since));
  return {
    invoices_due: Number(due?.n ?? 0),
    invoices_due_idr: Number(due?.total ?? 0),
    oldest_invoices: oldest.map(({ invoice, organizationName }) => ({
      id: invoice.id,
      organization_name: organizationName,
      amount_idr: invoice.amountIdr,
      created_at: invoice.createdAt.toISOString(),
    })),
    transfers_this_week: Number(recent?.n ?? 0),
    transfers_this_week_idr: Number(recent?.total ?? 0),
  };
}
