import type { HistoryNoteCode } from '~/shared/orders/history-notes';

type Notes = Record<HistoryNoteCode, string> & { withReason: string };

/** Fixed notes of the order timeline by code; `withReason` joins a note and the person's reason. */
export const historyNotes: { id: Notes; en: Notes } = {
  id: {
    disetujui_admin: 'Disetujui admin organisasi',
    ditolak_admin: 'Ditolak admin organisasi',
    penawaran_dimulai: 'Penawaran ke praktisi dimulai',
    dilepas_praktisi: 'Dilepas praktisi',
    balasan_klien: 'Balasan klien',
    revisi_diminta: 'Revisi diminta',
    sengketa_dibuka: 'Sengketa dibuka',
    sengketa_untuk_praktisi: 'Sengketa diputus untuk praktisi',
    sengketa_untuk_klien: 'Sengketa diputus untuk klien',
    dibatalkan_operator: 'Dibatalkan operator',
    escrow_dikembalikan: 'Escrow dikembalikan ke deposit',
    sla_terlewati: 'SLA terlewati tanpa praktisi',
    withReason: '{note} — alasan: “{reason}”',
  },
  en: {
    disetujui_admin: 'Approved by an organization admin',
    ditolak_admin: 'Rejected by an organization admin',
    penawaran_dimulai: 'Offering to practitioners started',
    dilepas_praktisi: 'Released by the practitioner',
    balasan_klien: 'Client replied',
    revisi_diminta: 'Revision requested',
    sengketa_dibuka: 'Dispute opened',
    sengketa_untuk_praktisi: 'Dispute decided for the practitioner',
    sengketa_untuk_klien: 'Dispute decided for the client',
    dibatalkan_operator: 'Cancelled by the operator',
    escrow_dikembalikan: 'Escrow returned to the deposit',
    sla_terlewati: 'SLA passed without a practitioner',
    withReason: '{note} — reason: “{reason}”',
  },
};
