import type { Command } from 'commander';
import { getDb } from '~/server/db/client';
import { listMail } from '~/server/domain/mail/list-mail';
import { printResult } from './output';

/** The mail outbox: without SMTP_URL this is where verification, invitation and claim links are read. */
export function registerMailCommands(program: Command): void {
  program
    .command('mail')
    .description('Outgoing e-mail')
    .command('list')
    .description('Messages, newest first')
    .option('--to <email>', 'only messages to this address')
    .option('--limit <n>', 'how many (default 50)', '50')
    .action(async (opts: { to?: string; limit: string }) => {
      const limit = Math.min(Math.max(Number.parseInt(opts.limit, 10) || 50, 1), 500);
      printResult({ messages: await listMail({ db: await getDb(), to: opts.to, limit }) });
    });
}
