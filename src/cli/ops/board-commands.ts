import type { Command } from 'commander';
import { getDb } from '~/server/db/client';
import type { DomainContext } from '~/server/domain/context';
import { checkBoardAlerts } from '~/server/domain/operations/check-board-alerts';
import { operationsBoard } from '~/server/domain/operations/operations-board';
import { printResult } from './output';

/** The operations board of the staff console, as JSON: queue, workers, failing webhooks, lapsing offers, SLA, mail, alerts. */
export function registerBoardCommands(program: Command, domain: DomainContext): void {
  program
    .command('board')
    .description('The operations board (what the staff console shows operators, with the alerts that fire)')
    .action(async () => {
      printResult(await operationsBoard({ db: await getDb() }));
    });
  program
    .command('board-alerts')
    .description(
      "Checks the board's alerts now, as the worker does every minute: the operators are told (in-app and by mail) of each that began firing, once per episode",
    )
    .action(async () => {
      printResult(await checkBoardAlerts({ db: await getDb(), domain }));
    });
}
