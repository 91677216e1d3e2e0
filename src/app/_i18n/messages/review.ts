/** Words of the organization review: the operator's reject form and what a rejected organization sees. */
export const review = {
  id: {
    rejectReason: 'Alasan penolakan',
    rejectReasonHint: 'Ditampilkan kepada anggota organisasi; tulis apa yang kurang atau salah.',
    rejectConfirm: 'Tolak dengan alasan ini',
    cancel: 'Batal',
    rejectedTitle: 'Permohonan organisasi ditolak',
    rejectedReasonLabel: 'Alasan dari operator',
    rejectedNoReason: 'Operator tidak mencantumkan alasan.',
    rejectedNext:
      'Organisasi yang ditolak tidak dapat mengisi deposit atau memesan. Hubungi operator bila ingin permohonan ditinjau ulang.',
    reasonShown: 'Alasan',
  },
  en: {
    rejectReason: 'Reason for rejection',
    rejectReasonHint: "Shown to the organization's members; say what is missing or wrong.",
    rejectConfirm: 'Reject with this reason',
    cancel: 'Cancel',
    rejectedTitle: 'Organization application rejected',
    rejectedReasonLabel: "The operator's reason",
    rejectedNoReason: 'The operator gave no reason.',
    rejectedNext:
      'A rejected organization cannot top up its deposit or order. Contact the operator to have the application reviewed again.',
    reasonShown: 'Reason',
  },
} as const;
