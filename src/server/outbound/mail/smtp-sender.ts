import type { Transporter } from 'nodemailer';
import { config } from '~/server/config';
import type { MailSender } from '~/server/domain/mail/drain-mail';

let cached: MailSender | null | undefined;

/** nodemailer over SMTP_URL, or null when none is configured (messages are then logged and kept). */
export function smtpSender(): MailSender | null {
  if (cached !== undefined) return cached;
  const { smtpUrl, from } = config().mail;
  if (!smtpUrl) return (cached = null);
  // nodemailer is loaded with the first message: a worker that sends none never carries it.
  let transport: Promise<Transporter> | undefined;
  cached = async ({ to, subject, text }) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    await (await transport).sendMail({ from, to, subject, text });
  };
  return cached;
}
