import { sql } from 'drizzle-orm';
import type { Tx } from '~/server/db/client';
import type { PaperKind } from '~/server/db/schema';
import { jakartaDay } from '~/shared/format/jakarta-time';

/** The printed prefix of each kind: KWT kwitansi, NRF nota refund, INV invoice, KWI kwitansi invoice, … */
const PAPER_PREFIX: Record<PaperKind, string> = {
  receipt: 'KWT',
  refund_note: 'NRF',
  invoice: 'INV',
  invoice_receipt: 'KWI',
  deposit_statement: 'RKD',
  earnings_statement: 'RKP',
};

export type PaperNumber = { year: number; sequence: number; number: string };

/** `KWT/2026/000042`; a test paper's number says so (`TEST-KWT/2026/000042`) and counts on its own. */
function formatPaperNumber(kind: PaperKind, year: number, sequence: number, livemode: boolean): string {
  return `${livemode ? '' : 'TEST-'}${PAPER_PREFIX[kind]}/${year}/${String(sequence).padStart(6, '0')}`;
}

/**
 * Takes the next number of (kind, Jakarta year of `at`, mode). Only inside the transaction that inserts the
 * paper: the sequence row stays locked until it commits, and a rollback gives the number back, so live numbers
 * have no gaps and are never given twice.
 */
export async function allocatePaperNumber(tx: Tx, kind: PaperKind, livemode: boolean, at: Date): Promise<PaperNumber> {
  const year = Number(jakartaDay(at).slice(0, 4));
  const [row] = await tx.execute<{ last_number: number }>(sql`
    insert into paper_sequence (kind, year, livemode, last_number) values (${kind}, ${year}, ${livemode}, 1)
    on conflict (kind, year, livemode) do update set last_number = paper_sequence.last_number + 1
    returning last_number`);
  const sequence = Number(row!.last_number);
  return { year, sequence, number: formatPaperNumber(kind, year, sequence, livemode) };
}
