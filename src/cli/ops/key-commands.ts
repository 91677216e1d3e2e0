import type { Command } from 'commander';
import { getDb } from '~/server/db/client';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { revealWebhookSecret } from '~/server/domain/keys/reveal-webhook-secret';
import { revokeApiKey } from '~/server/domain/keys/revoke-api-key';
import { CLI_ACTOR, parseIdr, printResult } from './output';

export function registerKeyCommands(program: Command): void {
  const key = program.command('key').description('Agent API keys');
  key
    .command('create')
    .requiredOption('--org <org_id>')
    .requiredOption('--name <text>')
    .option('--scopes <a,b>', 'comma-separated scopes (default: all)')
    .option('--per-order <idr>', 'per-order limit (default 5000000)')
    .option('--monthly <idr>', 'monthly limit (default 50000000)')
    .option('--webhook-url <url>', 'http(s) URL for order webhooks')
    .option('--test', 'a test-mode key (svc_test_): simulated practitioner, test deposit, no real money')
    .action(
      async (opts: {
        org: string;
        name: string;
        scopes?: string;
        perOrder?: string;
        monthly?: string;
        webhookUrl?: string;
        test?: boolean;
      }) => {
        const created = await createApiKey({
          db: await getDb(),
          organizationId: opts.org,
          name: opts.name,
          scopes: opts.scopes
            ?.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
          perOrderLimitIdr: parseIdr('per-order', opts.perOrder),
          monthlyLimitIdr: parseIdr('monthly', opts.monthly),
          webhookUrl: opts.webhookUrl ?? null,
          livemode: !opts.test,
        });
        printResult({
          api_key: created.api_key,
          prefix: created.prefix,
          webhook_secret: created.webhook_secret,
          scopes: created.scopes,
        });
      },
    );
  key
    .command('revoke')
    .argument('<prefix>')
    .action(async (prefix: string) => {
      printResult(await revokeApiKey({ db: await getDb(), prefix, reach: 'platform' }));
    });
  key
    .command('webhook-secret')
    .description("reveal a key's webhook secret (audited)")
    .argument('<prefix>')
    .action(async (prefix: string) => {
      printResult(await revealWebhookSecret({ db: await getDb(), prefix, actor: CLI_ACTOR }));
    });
}
