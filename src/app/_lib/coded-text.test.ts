import { describe, expect, it } from 'vitest';
import { historyNoteText, ledgerLineText } from './coded-text';

describe('history notes per locale', () => {
  const approved = { note: 'disetujui admin organisasi', note_code: 'disetujui_admin' as const, note_params: null };
  it('renders a fixed note in the reader language', () => {
    expect(historyNoteText('en', approved)).toBe('Approved by an organization admin');
    expect(historyNoteText('id', approved)).toBe('Disetujui admin organisasi');
  });
  it('joins the note and the reason as written', () => {
    const rejected = { note: 'Mahal', note_code: 'ditolak_admin' as const, note_params: { reason: 'Mahal' } };
    expect(historyNoteText('en', rejected)).toBe('Rejected by an organization admin — reason: “Mahal”');
    expect(historyNoteText('id', rejected)).toBe('Ditolak admin organisasi — alasan: “Mahal”');
  });
  it('shows the stored text of rows without a code, and nothing for rows without a note', () => {
    expect(historyNoteText('en', { note: 'catatan lama', note_code: null, note_params: null })).toBe('catatan lama');
    expect(historyNoteText('en', { note: null, note_code: null, note_params: null })).toBeNull();
  });
});

describe('ledger lines per locale', () => {
  it('renders the code with its parameters', () => {
    const line = {
      description: 'Pembayaran order ord_1 ke escrow',
      description_code: 'order_payment' as const,
      description_params: { order_id: 'ord_1' },
    };
    expect(ledgerLineText('en', line)).toBe('Payment of order ord_1 into escrow');
    expect(ledgerLineText('id', line)).toBe('Pembayaran order ord_1 ke escrow');
  });
  it('falls back to the stored text for rows without a code', () => {
    expect(
      ledgerLineText('en', { description: 'Transfer bank X', description_code: null, description_params: null }),
    ).toBe('Transfer bank X');
  });
});
