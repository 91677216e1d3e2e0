/**
 * What a person reads when the server refuses (src/app/_lib/error-messages.ts picks the entry by the
 * domain error's code and reason, and fills in its facts: {needed}, {available}, {status}, {email},
 * {reference}).
 */
export const errors = {
  id: {
    VALIDATION: 'Isian ditolak: {detail}',
    UNAUTHORIZED: 'Sesi Anda telah berakhir. Silakan masuk lagi; Anda akan kembali ke halaman ini.',
    signInAgain: 'Masuk lagi',
    FORBIDDEN: 'Anda tidak berwenang melakukan tindakan ini.',
    FORBIDDEN_OWNER_ONLY:
      'Hanya owner organisasi yang boleh melakukan ini (mengangkat, mengubah, atau mengeluarkan owner).',
    FORBIDDEN_ADMIN_ONLY: 'Hanya owner atau admin organisasi yang boleh melakukan ini. Peran Anda hanya baca.',
    FORBIDDEN_SCOPE: 'API key tidak memiliki izin (scope) untuk tindakan ini.',
    FORBIDDEN_TWO_FACTOR_REQUIRED:
      'Tindakan ini memerlukan verifikasi dua langkah. Aktifkan dulu di halaman Verifikasi dua langkah (/akun/dua-faktor).',
    ACCOUNT_PENDING: 'Organisasi masih ditinjau; tindakan ini baru tersedia setelah disetujui.',
    ACCOUNT_REJECTED: 'Organisasi ditolak atau ditangguhkan; tindakan ini tidak tersedia.',
    NOT_FOUND: 'Data yang diminta tidak ditemukan (mungkin sudah dihapus). Muat ulang halaman.',
    NOT_FOUND_ORGANIZATION:
      'Organisasi ini tidak ditemukan, atau Anda bukan lagi anggotanya. Buka dasbor untuk melihat organisasi Anda.',
    NOT_FOUND_ORDER: 'Order ini tidak ditemukan di organisasi ini. Periksa ID order, lalu muat ulang daftar order.',
    NOT_FOUND_CASE: 'Kasus ini tidak ditemukan di organisasi ini. Periksa ID kasus, lalu muat ulang daftar kasus.',
    NOT_FOUND_MEMBER: 'Anggota ini tidak lagi ada di organisasi (mungkin sudah dikeluarkan). Muat ulang halaman.',
    NOT_FOUND_INVITATION_NOT_PENDING:
      'Undangan ini tidak lagi menunggu (sudah diterima, ditolak, atau dibatalkan). Muat ulang halaman.',
    SERVICE_NOT_FOUND: 'Layanan ini tidak ada atau tidak tersedia.',
    INVALID_STATE: 'Tindakan ini tidak bisa dilakukan pada keadaan sekarang. Muat ulang halaman.',
    INVALID_STATE_ORDER:
      'Order ini sudah berubah — statusnya sekarang "{status}" (mungkin diproses di tab atau oleh orang lain). Muat ulang halaman untuk melihat keadaan terbaru.',
    BUDGET_EXCEEDED: 'Harga melebihi anggaran maksimum atau batas per order API key.',
    MONTHLY_BUDGET_EXCEEDED: 'Batas belanja bulanan API key terlampaui.',
    INSUFFICIENT_DEPOSIT:
      'Deposit tidak cukup: dibutuhkan {needed}, tersedia {available}. Isi deposit (lihat tab Deposit), lalu setujui lagi; order tetap menunggu.',
    CONFLICT: 'Bertentangan dengan data yang ada: {detail}',
    CONFLICT_LAST_OWNER:
      'Owner terakhir tidak bisa diturunkan atau dikeluarkan: organisasi harus selalu punya owner. Jadikan anggota lain owner terlebih dahulu.',
    CONFLICT_ALREADY_MEMBER: '{email} sudah menjadi anggota organisasi ini; tidak perlu diundang lagi.',
    CONFLICT_BANK_REFERENCE_TAKEN:
      'Referensi bank {reference} sudah dicatat untuk organisasi lain atau dengan jumlah lain. Periksa referensi pada mutasi bank.',
    SERVICE_IS_BID: 'Layanan ini berbasis penawaran; ajukan sebagai kasus.',
    NOT_AGENT_ELIGIBLE: 'Layanan ini belum dibuka untuk agen.',
    INTAKE_INVALID: 'Data intake belum lengkap: {detail}',
    IDEMPOTENCY_KEY_REUSED: 'Idempotency-Key ini sudah dipakai untuk permintaan lain.',
    STORY_TOO_SHORT: 'Cerita terlalu pendek (minimal 30 karakter).',
    EMAIL_INVALID: 'Alamat e-mail tidak valid.',
    RATE_LIMITED: 'Terlalu banyak permintaan. Tunggu sebentar, lalu coba lagi.',
    TEMPORARILY_UNAVAILABLE: 'Layanan sedang tidak tersedia sebentar. Coba lagi dalam beberapa detik.',
    PAYLOAD_TOO_LARGE: 'Isian terlalu besar.',
    INTERNAL: 'Kesalahan internal; aman untuk dicoba lagi.',
    network: 'Tidak dapat menghubungi server. Periksa koneksi Anda, lalu coba lagi.',
  },
  en: {
    VALIDATION: 'The input was refused: {detail}',
    UNAUTHORIZED: 'Your session has ended. Please sign in again; you will come back to this page.',
    signInAgain: 'Sign in again',
    FORBIDDEN: 'You are not allowed to do this.',
    FORBIDDEN_OWNER_ONLY: 'Only an owner of the organization may do this (make, change or remove an owner).',
    FORBIDDEN_ADMIN_ONLY: 'Only an owner or admin of the organization may do this. Your role is read-only.',
    FORBIDDEN_SCOPE: 'The API key lacks the scope for this action.',
    FORBIDDEN_TWO_FACTOR_REQUIRED:
      'This action needs two-step verification. Turn it on first on the Two-step verification page (/akun/dua-faktor).',
    ACCOUNT_PENDING: 'The organization is still under review; this becomes available once it is approved.',
    ACCOUNT_REJECTED: 'The organization was rejected or suspended; this is not available.',
    NOT_FOUND: 'What you asked for was not found (it may have been removed). Reload the page.',
    NOT_FOUND_ORGANIZATION:
      'This organization was not found, or you are no longer a member. Open the dashboard to see your organizations.',
    NOT_FOUND_ORDER: 'This order was not found in this organization. Check the order id, then reload the order list.',
    NOT_FOUND_CASE: 'This case was not found in this organization. Check the case id, then reload the case list.',
    NOT_FOUND_MEMBER: 'This member is no longer in the organization (perhaps already removed). Reload the page.',
    NOT_FOUND_INVITATION_NOT_PENDING:
      'This invitation is no longer waiting (accepted, declined or revoked already). Reload the page.',
    SERVICE_NOT_FOUND: 'This service does not exist or is not available.',
    INVALID_STATE: 'This cannot be done in the current state. Reload the page.',
    INVALID_STATE_ORDER:
      'This order has changed — its status is now "{status}" (perhaps handled in another tab or by someone else). Reload the page to see where it stands.',
    BUDGET_EXCEEDED: "The price exceeds the maximum budget or the API key's per-order limit.",
    MONTHLY_BUDGET_EXCEEDED: "The API key's monthly spending limit is reached.",
    INSUFFICIENT_DEPOSIT:
      'The deposit is not enough: {needed} needed, {available} available. Top up the deposit (see the Deposit tab), then approve again; the order keeps waiting.',
    CONFLICT: 'This conflicts with existing data: {detail}',
    CONFLICT_LAST_OWNER:
      'The last owner cannot be demoted or removed: an organization always has an owner. Make another member an owner first.',
    CONFLICT_ALREADY_MEMBER: '{email} is already a member of this organization; no invitation is needed.',
    CONFLICT_BANK_REFERENCE_TAKEN:
      'Bank reference {reference} is already recorded for another organization or another amount. Check the reference on the bank statement.',
    SERVICE_IS_BID: 'This service is priced by bidding; submit it as a case.',
    NOT_AGENT_ELIGIBLE: 'This service is not open to agents yet.',
    INTAKE_INVALID: 'The intake is incomplete: {detail}',
    IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for another request.',
    STORY_TOO_SHORT: 'The story is too short (at least 30 characters).',
    EMAIL_INVALID: 'The e-mail address is not valid.',
    RATE_LIMITED: 'Too many requests. Wait a moment, then try again.',
    TEMPORARILY_UNAVAILABLE: 'The service is briefly unavailable. Try again in a few seconds.',
    PAYLOAD_TOO_LARGE: 'The input is too large.',
    INTERNAL: 'Internal error; safe to try again.',
    network: 'Cannot reach the server. Check your connection, then try again.',
  },
} as const;
