import type { MailMessage } from './mail-message';

// Every message is written in Indonesian first and English after it: the recipient may have no account
// (and so no language setting) yet.
const SIGNATURE = '— Agent Order Service';

function message(
  kind: MailMessage['kind'],
  to: string,
  subject: string,
  link: string,
  id: string[],
  en: string[],
): MailMessage {
  const text = [...id, '', link, '', '---', '', ...en, '', link, '', SIGNATURE].join('\n');
  return { kind, to, subject, text, links: [link] };
}

export function verifyEmailMail(to: string, link: string): MailMessage {
  return message(
    'verify_email',
    to,
    'Konfirmasi alamat e-mail Anda / Confirm your e-mail address',
    link,
    [
      'Buka tautan ini untuk mengonfirmasi alamat e-mail akun Agent Order Service Anda (berlaku 1 jam).',
      'Abaikan pesan ini bila Anda tidak mendaftar.',
    ],
    [
      'Open this link to confirm the e-mail address of your Agent Order Service account (valid for 1 hour).',
      'Ignore this message if you did not sign up.',
    ],
  );
}

/** better-auth's reset link (one use, valid 1 hour); it leads to the "set a new password" page. */
export function passwordResetMail(to: string, link: string): MailMessage {
  return message(
    'password_reset',
    to,
    'Atur ulang kata sandi / Reset your password',
    link,
    [
      'Buka tautan ini untuk membuat kata sandi baru akun Agent Order Service Anda (berlaku 1 jam, sekali pakai).',
      'Setelah kata sandi diganti, semua sesi yang masih masuk diakhiri. Abaikan pesan ini bila Anda tidak memintanya.',
    ],
    [
      'Open this link to set a new password for your Agent Order Service account (valid for 1 hour, once).',
      'Once the password is changed, every signed-in session ends. Ignore this message if you did not ask for it.',
    ],
  );
}

/** After a signed-in person changed their password: if it was not them, the link leads to a reset. */
export function passwordChangedMail(to: string, link: string): MailMessage {
  return message(
    'account_security',
    to,
    'Kata sandi Anda diganti / Your password was changed',
    link,
    [
      'Kata sandi akun Agent Order Service Anda baru saja diganti, dan sesi di perangkat lain diakhiri.',
      'Bukan Anda? Buat kata sandi baru sekarang lewat tautan ini, lalu periksa sesi aktif di halaman Akun.',
    ],
    [
      'The password of your Agent Order Service account was just changed, and sessions on other devices were ended.',
      'Not you? Set a new password now through this link, then check the active sessions on the Account page.',
    ],
  );
}

/** Sent instead of a second account, so sign-up answers the same whether or not the address is known. */
export function signupExistingMail(to: string, link: string): MailMessage {
  return message(
    'signup_existing',
    to,
    'Anda sudah memiliki akun / You already have an account',
    link,
    [
      'Seseorang mencoba mendaftar dengan alamat ini, tetapi alamat ini sudah memiliki akun. Masuk di sini:',
      'Abaikan pesan ini bila itu bukan Anda.',
    ],
    [
      'Someone tried to sign up with this address, which already has an account. Sign in here:',
      'Ignore this message if it was not you.',
    ],
  );
}

export function invitationMail(to: string, link: string, org: string, role: string, expiresAt: Date): MailMessage {
  const until = expiresAt.toISOString().slice(0, 10);
  return message(
    'invitation',
    to,
    `Undangan bergabung dengan ${org} / Invitation to join ${org}`,
    link,
    [
      `Anda diundang bergabung dengan organisasi "${org}" sebagai ${role}. Buka tautan ini untuk menerima atau menolak (berlaku sampai ${until}).`,
    ],
    [
      `You are invited to join the organization "${org}" as ${role}. Open this link to accept or decline (valid until ${until}).`,
    ],
  );
}

export function practitionerClaimMail(to: string, link: string, name: string, expiresAt: Date): MailMessage {
  const until = expiresAt.toISOString().slice(0, 10);
  return message(
    'practitioner_claim',
    to,
    'Aktifkan profil praktisi Anda / Claim your practitioner profile',
    link,
    [
      `Operator menambahkan Anda (${name}) sebagai praktisi. Masuk atau daftar dengan alamat ini, lalu buka tautan ini untuk mengaktifkan profil Anda (berlaku sampai ${until}).`,
    ],
    [
      `An operator added you (${name}) as a practitioner. Sign in or sign up with this address, then open this link to claim your profile (valid until ${until}).`,
    ],
  );
}

const NOTIFICATION_FOOTER = {
  id: 'Atur e-mail pemberitahuan di halaman Pemberitahuan akun Anda.',
  en: 'Choose which notifications reach you by e-mail on the Notifications page of your account.',
};

/** A notification by e-mail: the recipient has an account, so it is written in their language only. */
export function notificationMail(
  to: string,
  locale: 'id' | 'en',
  text: { title: string; body: string },
  link: string,
): MailMessage {
  return {
    kind: 'notification',
    to,
    subject: text.title,
    text: [text.body, '', link, '', NOTIFICATION_FOOTER[locale], '', SIGNATURE].join('\n'),
    links: [link],
  };
}
