import type { Locale } from '~/app/_i18n/locale';
import { fillIn } from '~/app/_i18n/messages/confirmations';
import { historyNotes } from '~/app/_i18n/messages/history-notes';
import { ledgerLineText as lineText } from '~/shared/ledger/ledger-line-text';
import type { LedgerLineCode, LedgerLineParams } from '~/shared/ledger/ledger-lines';
import type { HistoryNoteCode, HistoryNoteParams } from '~/shared/orders/history-notes';

type HistoryNote = { note: string | null; note_code: HistoryNoteCode | null; note_params: HistoryNoteParams | null };

/**
 * A history row's note in the reader's language. Rows written before notes had codes (or free-text notes
 * without a fixed part) show their stored text.
 */
export function historyNoteText(locale: Locale, row: HistoryNote): string | null {
  if (!row.note_code) return row.note;
  const words = historyNotes[locale];
  const note = words[row.note_code] ?? row.note ?? '';
  const reason = row.note_params?.reason;
  return reason ? fillIn(words.withReason, { note, reason }) : note;
}

type LedgerLine = {
  description: string;
  description_code: LedgerLineCode | null;
  description_params: LedgerLineParams | null;
};

/** A ledger line's description in the reader's language; the stored text when the row has no code. */
export function ledgerLineText(locale: Locale, row: LedgerLine): string {
  return lineText(locale, row.description_code, row.description_params, row.description);
}
