type MailKind =
  | 'verify_email'
  | 'signup_existing'
  | 'invitation'
  | 'practitioner_claim'
  | 'password_reset'
  | 'notification'
  /** A change to the person's second factor (enrolled, removed, recovery codes used or renewed). */
  | 'two_factor'
  /** A change to the person's password: told by mail whatever their notification settings. */
  | 'account_security';

/** A message ready to send: plain text (both languages), and the links it carries listed apart. */
export type MailMessage = { kind: MailKind; to: string; subject: string; text: string; links: string[] };
