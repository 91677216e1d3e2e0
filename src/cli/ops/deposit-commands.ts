import type { DomainContext } from '~/server/domain/context';
import type { Command } from 'commander';
import { getDb } from '~/server/db/client';
import { recordDeposit } from '~/server/domain/ledger/record-deposit';
import { CLI_ACTOR, parseIdr, printResult } from './output';

export function registerDepositCommands(program: Command, domain: DomainContext): void {
  program
    .command('deposit')
    .description('Organization deposits')
    .command('record')
    .requiredOption('--org <org_id>')
    .requiredOption('--amount <idr>')
    .requiredOption('--reference <bank ref>', 'bank reference; the same transfer is never credited twice')
    .action(async (opts: { org: string; amount: string; reference: string }) => {
      printResult(
        await recordDeposit({
          domain: domain,
          db: await getDb(),
          organizationId: opts.org,
          amountIdr: parseIdr('amount', opts.amount)!,
          reference: opts.reference,
          actor: CLI_ACTOR,
        }),
      );
    });
}
