import type { Command } from 'commander';
import { getDb } from '~/server/db/client';
import { AppError } from '~/server/domain/errors';
import { verifyLedger } from '~/server/domain/ledger/verify-ledger';
import { printResult } from './output';

export function registerLedgerCommands(program: Command): void {
  program
    .command('ledger')
    .description('Ledger')
    .command('check')
    .description('verify every ledger invariant; exit 1 on any violation')
    .action(async () => {
      const problems = await verifyLedger(await getDb());
      if (problems.length > 0) throw new AppError('LEDGER_INVALID', JSON.stringify(problems));
      printResult({ ok: true, problems: [] });
    });
}
