import type { Command } from 'commander';
import { getDb } from '~/server/db/client';
import type { DomainContext } from '~/server/domain/context';
import { pausedWebhookTargets, pauseWebhookTarget, resumeWebhookTarget } from '~/server/domain/webhooks/target-pause';
import { CLI_ACTOR, printResult } from './output';

type TargetOpt = { org: string; target: string };

/** Pause and resume an organization's webhook target, as the operations board does. */
export function registerWebhookCommands(program: Command, domain: DomainContext): void {
  const webhook = program.command('webhook').description("Organizations' webhook targets");
  webhook
    .command('pause')
    .description('Hold the events of an organization for one target (not attempted, not dropped) until resumed')
    .requiredOption('--org <id>', 'organization')
    .requiredOption('--target <url>', 'the webhook target, as the board shows it')
    .action(async (opts: TargetOpt) =>
      printResult(
        await pauseWebhookTarget({
          db: await getDb(),
          actor: CLI_ACTOR,
          organizationId: opts.org,
          targetUrl: opts.target,
        }),
      ),
    );
  webhook
    .command('resume')
    .description("Send a paused target's held events, oldest first, and deliver new ones again")
    .requiredOption('--org <id>', 'organization')
    .requiredOption('--target <url>', 'the webhook target')
    .action(async (opts: TargetOpt) =>
      printResult(
        await resumeWebhookTarget({
          db: await getDb(),
          domain,
          actor: CLI_ACTOR,
          organizationId: opts.org,
          targetUrl: opts.target,
        }),
      ),
    );
  webhook
    .command('paused')
    .description('The paused targets, with their held events')
    .option('--org <id>', 'only this organization')
    .action(async (opts: { org?: string }) =>
      printResult(await pausedWebhookTargets({ db: await getDb(), organizationId: opts.org })),
    );
}
