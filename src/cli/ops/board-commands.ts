import type { Command } from 'commander';
import { getDb } from '~/server/db/client';
import { operationsBoard } from '~/server/domain/operations/operations-board';
import { printResult } from './output';

/** The operations board of the staff console, as JSON: queue, workers, failing webhooks, lapsing offers, SLA, mail, alerts. */
export function registerBoardCommands(program: Command): void {
  program
    .command('board')
    .description('The operations board (what the staff console shows operators, with the alerts that fire)')
    .action(async () => {
      printResult(await operationsBoard({ db: await getDb() }));
    });
}
