import type { MailMessage } from './mail-message';

export type TwoFactorEvent = 'enrolled' | 'removed' | 'recovery_code_used' | 'recovery_codes_regenerated';

// The person has an account, so the mail is in their language only. It names what happened and when,
// never a code or the secret, and says what to do if it was not them.
const TEXT = {
  id: {
    enrolled: {
      subject: 'Verifikasi dua langkah diaktifkan di akun Anda',
      body: 'Verifikasi dua langkah (aplikasi autentikator) diaktifkan di akun Agent Order Service Anda pada {at}. Mulai sekarang, setelah kata sandi Anda diminta kode dari aplikasi itu.',
    },
    removed: {
      subject: 'Verifikasi dua langkah dinonaktifkan di akun Anda',
      body: 'Verifikasi dua langkah dinonaktifkan di akun Agent Order Service Anda pada {at}. Masuk kini hanya memerlukan kata sandi.',
    },
    recovery_code_used: {
      subject: 'Kode pemulihan dipakai untuk masuk ke akun Anda',
      body: 'Sebuah kode pemulihan dipakai untuk masuk ke akun Agent Order Service Anda pada {at}. Kode itu tidak berlaku lagi; sisa kode pemulihan: {remaining}.',
    },
    recovery_codes_regenerated: {
      subject: 'Kode pemulihan baru dibuat untuk akun Anda',
      body: 'Kode pemulihan baru dibuat untuk akun Agent Order Service Anda pada {at}. Kode pemulihan yang lama tidak berlaku lagi.',
    },
    notYou:
      'Bila ini bukan Anda, segera ganti kata sandi (Lupa kata sandi? di halaman masuk) dan hubungi kami. Pengaturan verifikasi dua langkah:',
  },
  en: {
    enrolled: {
      subject: 'Two-step verification was turned on for your account',
      body: 'Two-step verification (authenticator app) was turned on for your Agent Order Service account at {at}. From now on, signing in asks for a code from that app after your password.',
    },
    removed: {
      subject: 'Two-step verification was turned off for your account',
      body: 'Two-step verification was turned off for your Agent Order Service account at {at}. Signing in now needs only your password.',
    },
    recovery_code_used: {
      subject: 'A recovery code was used to sign in to your account',
      body: 'A recovery code was used to sign in to your Agent Order Service account at {at}. That code no longer works; recovery codes left: {remaining}.',
    },
    recovery_codes_regenerated: {
      subject: 'New recovery codes were created for your account',
      body: 'New recovery codes were created for your Agent Order Service account at {at}. The old recovery codes no longer work.',
    },
    notYou:
      'If this was not you, change your password now (Forgot your password? on the sign-in page) and contact us. Two-step verification settings:',
  },
} as const;

/** A change to the person's second factor, mailed to them (kind `two_factor`). */
export function twoFactorMail(
  to: string,
  locale: 'id' | 'en',
  event: TwoFactorEvent,
  at: Date,
  link: string,
  remainingRecoveryCodes?: number,
): MailMessage {
  const t = TEXT[locale];
  const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const body = t[event].body.replace('{at}', when).replace('{remaining}', String(remainingRecoveryCodes ?? '?'));
  return {
    kind: 'two_factor',
    to,
    subject: t[event].subject,
    text: [body, '', t.notYou, link, '', '— Agent Order Service'].join('\n'),
    links: [link],
  };
}
