/**
 * What each confirmation says will happen (ConfirmButton's `question`). Placeholders: {prefix}, {amount},
 * {org}, {key}, {code}, {invoice}, {name}, {email}, {from}, {to}.
 */
export const confirmations = {
  id: {
    releaseOrder: 'Lepaskan order ini? Order ditawarkan ke praktisi lain dan pekerjaan Anda padanya berhenti.',
    declineOffer: 'Tolak tawaran ini? Order ditawarkan ke praktisi berikutnya dan tidak kembali ke Anda.',
    selectBid:
      'Pilih penawaran {amount}? Penawaran lain ditolak dan invoice sebesar {amount} diterbitkan untuk organisasi Anda.',
    approveOrder: 'Setujui order ini? Harganya dipotong dari deposit sekarang dan order ditawarkan ke praktisi.',
    rejectOrder: 'Tolak order ini? Order dibatalkan; tidak ada yang dipotong dari deposit.',
    acceptResult: 'Terima hasil ini? Order selesai dan dana escrow dibayarkan ke praktisi; ini tidak bisa dibatalkan.',
    openDispute: 'Ajukan sengketa? Dana tetap ditahan dan operator memutuskan siapa yang menerimanya.',
    revokeKey: 'Cabut key {prefix}? Agen yang memakainya langsung ditolak (401); ini tidak bisa dibatalkan.',
    revokeClaim: 'Cabut tautan klaim? Tautan yang sudah dikirim tidak berlaku lagi.',
    deactivatePractitioner: 'Nonaktifkan praktisi ini? Ia tidak menerima tawaran baru sampai diaktifkan lagi.',
    revealSecret: 'Tampilkan rahasia webhook key {prefix}? Tindakan ini dicatat di log audit.',
    moveApplication_approved: 'Setujui {org}? Owner dan admin-nya dapat membuat API key dan agennya dapat memesan.',
    moveApplication_rejected: 'Tolak {org}? Key-nya ditolak (ACCOUNT_REJECTED) dan tidak ada yang dapat dipesan.',
    moveApplication_suspended: 'Tangguhkan {org}? Key-nya ditolak sampai organisasi disetujui lagi.',
    moveApplication_pending: 'Kembalikan {org} ke peninjauan? Key-nya hanya dapat membaca sampai disetujui lagi.',
    removeField: 'Hapus field intake {key} dari layanan {code}? Order baru tidak lagi memintanya.',
    decideForPractitioner: 'Putuskan untuk praktisi? Order selesai dan dana escrow dibayarkan ke praktisi.',
    decideForClient: 'Putuskan untuk klien? Order dibatalkan dan dana escrow kembali ke deposit organisasi.',
    cancelOrder: 'Batalkan order ini? Order dibatalkan dan dananya kembali ke deposit organisasi.',
    markPaid: 'Tandai invoice {invoice} lunas? Tindakan ini dicatat dan tidak bisa dibatalkan.',
    changeRole: 'Ubah peran {name} dari {from} menjadi {to}?',
    changeRole_owner: 'Owner dapat mengelola semuanya, termasuk owner lain.',
    changeRole_admin: 'Admin mengelola key, order, dan anggota, tetapi tidak owner.',
    changeRole_member: 'Anggota hanya dapat membaca; semua tindakannya berhenti.',
    removeMember:
      'Keluarkan {name} ({email}) dari organisasi? Aksesnya langsung berakhir; untuk kembali perlu undangan baru.',
    revokeInvitation: 'Batalkan undangan untuk {email}? Tautannya langsung tidak berlaku.',
  },
  en: {
    releaseOrder: 'Release this order? It is offered to another practitioner and your work on it stops.',
    declineOffer: 'Decline this offer? The order goes to the next practitioner and does not come back to you.',
    selectBid:
      'Select the {amount} bid? The other bids are declined and an invoice for {amount} is issued to your organization.',
    approveOrder:
      'Approve this order? Its price is taken from the deposit now and the order is offered to practitioners.',
    rejectOrder: 'Reject this order? It is cancelled; nothing is taken from the deposit.',
    acceptResult:
      'Accept this deliverable? The order is completed and the escrow is paid to the practitioner; this cannot be undone.',
    openDispute: 'Open a dispute? The money stays held and an operator decides who receives it.',
    revokeKey: 'Revoke key {prefix}? Agents using it are refused at once (401); this cannot be undone.',
    revokeClaim: 'Revoke the claim link? The link already sent stops working.',
    deactivatePractitioner: 'Deactivate this practitioner? They get no new offers until reactivated.',
    revealSecret: 'Reveal the webhook secret of key {prefix}? This is recorded in the audit log.',
    moveApplication_approved: 'Approve {org}? Its owners and admins can create API keys and its agents can order.',
    moveApplication_rejected: 'Reject {org}? Its keys are refused (ACCOUNT_REJECTED) and nothing can be ordered.',
    moveApplication_suspended: 'Suspend {org}? Its keys are refused until the organization is approved again.',
    moveApplication_pending: 'Put {org} back under review? Its keys can only read until it is approved again.',
    removeField: 'Remove intake field {key} from service {code}? New orders no longer ask for it.',
    decideForPractitioner:
      'Decide for the practitioner? The order is completed and the escrow is paid to the practitioner.',
    decideForClient:
      "Decide for the client? The order is cancelled and the escrow returns to the organization's deposit.",
    cancelOrder: "Cancel this order? It is cancelled and its money returns to the organization's deposit.",
    markPaid: 'Mark invoice {invoice} as paid? This is recorded and cannot be undone.',
    changeRole: 'Change the role of {name} from {from} to {to}?',
    changeRole_owner: 'Owners can manage everything, other owners included.',
    changeRole_admin: 'Admins manage keys, orders and members, but not owners.',
    changeRole_member: 'Members can only read; all their actions stop.',
    removeMember:
      'Remove {name} ({email}) from the organization? Their access ends at once; coming back needs a new invitation.',
    revokeInvitation: 'Revoke the invitation for {email}? Its link stops working at once.',
  },
} as const;

/** A confirmation's text with its placeholders filled in. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A counted text: `{n}` filled in, and where the template holds `singular|plural` (English) the form the
 * language's plural rule picks for `n`. Indonesian nouns do not change with the count, so its texts have no `|`.
 */
export function counted(template: string, n: number, locale: 'id' | 'en'): string {
  const [one, other = one] = template.split('|') as [string, string?];
  const form = new Intl.PluralRules(locale).select(n) === 'one' ? one : other;
  return fillIn(form, { n });
}
