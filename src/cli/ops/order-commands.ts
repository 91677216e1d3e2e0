import type { Command } from 'commander';
import type { DomainContext } from '~/server/domain/context';
import { getDb } from '~/server/db/client';
import { AppError } from '~/server/domain/errors';
import { approveOrder, rejectOrder } from '~/server/domain/orders/approve-order';
import { openDispute, requestRevision } from '~/server/domain/orders/client-actions';
import { getOrderDetails } from '~/server/domain/orders/order-details';
import { cancelOrder, resolveDispute } from '~/server/domain/orders/operator-moves';
import { CLI_ACTOR, printResult } from './output';

/** Moves a client or an operator makes, for staff to run before (and beside) the web app. */
export function registerOrderCommands(program: Command, domain: DomainContext): void {
  const order = program.command('order').description('Orders');
  order
    .command('show')
    .argument('<ord_id>')
    .action(async (orderId: string) => printResult(await getOrderDetails({ db: await getDb(), orderId })));
  order
    .command('revise')
    .argument('<ord_id>')
    .requiredOption('--text <text>', 'what to change')
    .action(async (orderId: string, opts: { text: string }) =>
      printResult(
        await requestRevision({
          db: await getDb(),
          domain: domain,
          orderId,
          reach: 'platform',
          text: opts.text,
          actor: CLI_ACTOR,
        }),
      ),
    );
  order
    .command('dispute')
    .argument('<ord_id>')
    .requiredOption('--reason <text>')
    .action(async (orderId: string, opts: { reason: string }) =>
      printResult(
        await openDispute({
          db: await getDb(),
          domain: domain,
          orderId,
          reach: 'platform',
          reason: opts.reason,
          actor: CLI_ACTOR,
        }),
      ),
    );
  order
    .command('cancel')
    .argument('<ord_id>')
    .requiredOption('--reason <text>')
    .action(async (orderId: string, opts: { reason: string }) =>
      printResult(
        await cancelOrder({ db: await getDb(), domain: domain, orderId, reason: opts.reason, actor: CLI_ACTOR }),
      ),
    );

  const org = program.commands.find((c) => c.name() === 'org')!;
  org
    .command('approve-order')
    .argument('<ord_id>')
    .action(async (orderId: string) =>
      printResult(
        await approveOrder({ db: await getDb(), domain: domain, orderId, reach: 'platform', actor: CLI_ACTOR }),
      ),
    );
  org
    .command('reject-order')
    .argument('<ord_id>')
    .option('--reason <text>')
    .action(async (orderId: string, opts: { reason?: string }) =>
      printResult(
        await rejectOrder({
          db: await getDb(),
          domain: domain,
          orderId,
          reach: 'platform',
          reason: opts.reason,
          actor: CLI_ACTOR,
        }),
      ),
    );

  program
    .command('dispute')
    .description('Disputes')
    .command('resolve')
    .argument('<ord_id>')
    .requiredOption('--for <side>', 'practitioner | client')
    .action(async (orderId: string, opts: { for: string }) => {
      if (opts.for !== 'practitioner' && opts.for !== 'client')
        throw new AppError('VALIDATION', '--for: practitioner atau client.');
      printResult(
        await resolveDispute({ db: await getDb(), domain: domain, orderId, decision: opts.for, actor: CLI_ACTOR }),
      );
    });
}
