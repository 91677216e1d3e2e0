import type { Command } from 'commander';
import type { DomainContext } from '~/server/domain/context';
import { getDb } from '~/server/db/client';
import { removeSecondFactor } from '~/server/domain/two-factor/remove-second-factor';
import { CLI_ACTOR, printResult } from './output';

export function registerTwoFactorCommands(program: Command, domain: DomainContext): void {
  program
    .command('two-factor')
    .description('Second factors of accounts')
    .command('remove')
    .description('Remove the second factor of a person who lost it (ends their sessions; audited and mailed)')
    .requiredOption('--email <email>', 'the account')
    .action(async (opts: { email: string }) => {
      printResult(await removeSecondFactor({ db: await getDb(), domain: domain, email: opts.email, actor: CLI_ACTOR }));
    });
}
