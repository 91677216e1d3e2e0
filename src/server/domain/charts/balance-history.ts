import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { jakartaDay } from '~/shared/format/jakarta-time';

const DAY_MS = 24 * 3600_000;

/**
 * The organization's deposit and the escrow of its orders at the end of each Asia/Jakarta day of the last
 * `days` days (today included), replayed from the ledger entries so it matches the ledger exactly.
 */
export async function balanceHistory(options: { db: DbOrTx; organizationId: string; days?: number }) {
  const { db, organizationId } = options;
  const days = options.days ?? 30;
  if (!Number.isSafeInteger(days) || days < 1 || days > 366) throw new AppError('VALIDATION', 'days: 1 sampai 366.');
  const rows = await db.execute<{ kind: 'deposit' | 'escrow'; amount_idr: string; created_at: string | Date }>(sql`
    select a.kind, e.amount_idr, t.created_at
    from ledger_entry e
    join ledger_account a on a.id = e.account_id
    join ledger_transaction t on t.id = e.transaction_id
    where (a.kind = 'deposit' and a.owner_id = ${organizationId})
       or (a.kind = 'escrow' and a.owner_id in (select id from "order" where organization_id = ${organizationId}))
    order by t.created_at, e.id`);

  const today = jakartaDay(now());
  const labels: string[] = [];
  const lastDay = Date.parse(`${today}T00:00:00Z`);
  for (let i = days - 1; i >= 0; i--) labels.push(new Date(lastDay - i * DAY_MS).toISOString().slice(0, 10));

  let deposit = 0;
  let escrow = 0;
  const endOfDay = new Map<string, { deposit: number; escrow: number }>();
  for (const row of rows) {
    const amount = Number(row.amount_idr);
    if (row.kind === 'deposit') deposit += amount;
    else escrow += amount;
    endOfDay.set(jakartaDay(new Date(row.created_at)), { deposit, escrow });
  }
  // Carry the balance forward through days without movement, starting from where it stood before the window.
  let carried = { deposit: 0, escrow: 0 };
  for (const [day, value] of endOfDay) if (day < labels[0]!) carried = value;
  const points = labels.map((date) => {
    carried = endOfDay.get(date) ?? carried;
    return { date, deposit_idr: carried.deposit, escrow_idr: carried.escrow };
  });
  return { days, points };
}
