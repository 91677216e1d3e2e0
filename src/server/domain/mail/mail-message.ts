export type MailKind =
  | 'verify_email'
  | 'signup_existing'
  | 'invitation'
  | 'practitioner_claim'
  | 'password_reset'
  | 'notification'
  | 'two_factor';

/** A message ready to send: plain text (both languages), and the links it carries listed apart. */
export type MailMessage = { kind: MailKind; to: string; subject: string; text: string; links: string[] };
