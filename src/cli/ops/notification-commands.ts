import type { Command } from 'commander';
import { getDb } from '~/server/db/client';
import { listNotificationsOfAddress } from '~/server/domain/notifications/list-notifications';
import { printResult } from './output';

/** What a person has been told in the app (support: "I never got told about that offer"). */
export function registerNotificationCommands(program: Command): void {
  program
    .command('notifications')
    .description('In-app notifications')
    .command('list')
    .description("A person's notifications, newest first, in their language")
    .requiredOption('--email <email>', 'the account')
    .option('--limit <n>', 'how many (default 50)', '50')
    .action(async (opts: { email: string; limit: string }) => {
      const limit = Math.min(Math.max(Number.parseInt(opts.limit, 10) || 50, 1), 200);
      printResult(await listNotificationsOfAddress({ db: await getDb(), email: opts.email, limit }));
    });
}
