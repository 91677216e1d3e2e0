/**
 * Codes of the fixed notes of order history rows (the move that wrote them); the dashboard renders them per
 * locale. A person's own words (a reason) travel as the `reason` parameter and are shown as written.
 */
export const HISTORY_NOTE_CODES = [
  'disetujui_admin',
  'ditolak_admin',
  'penawaran_dimulai',
  'dilepas_praktisi',
  'balasan_klien',
  'revisi_diminta',
  'sengketa_dibuka',
  'sengketa_untuk_praktisi',
  'sengketa_untuk_klien',
  'dibatalkan_operator',
  'escrow_dikembalikan',
  'sla_terlewati',
] as const;
export type HistoryNoteCode = (typeof HISTORY_NOTE_CODES)[number];

export type HistoryNoteParams = { reason?: string };
