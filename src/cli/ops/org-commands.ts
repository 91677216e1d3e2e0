import type { DomainContext } from '~/server/domain/context';
import type { Command } from 'commander';
import { getDb } from '~/server/db/client';
import { ORGANIZATION_STATUSES, type OrganizationStatus } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { createOrganization } from '~/server/domain/organizations/create-organization';
import { toOrganizationView } from '~/server/domain/organizations/organization-view';
import { setOrganizationStatus } from '~/server/domain/organizations/set-organization-status';
import { setOrganizationTwoFactorRequirement } from '~/server/domain/two-factor/set-organization-two-factor';
import { CLI_ACTOR, parseIdr, printResult } from './output';

function parseStatus(value: string): OrganizationStatus {
  if (!(ORGANIZATION_STATUSES as readonly string[]).includes(value)) {
    throw new AppError('VALIDATION', `status: salah satu dari ${ORGANIZATION_STATUSES.join(', ')}.`);
  }
  return value as OrganizationStatus;
}

export function registerOrgCommands(program: Command, domain: DomainContext): void {
  const org = program.command('org').description('Organizations');
  org
    .command('create')
    .requiredOption('--name <text>', 'organization name')
    .option('--status <status>', 'approved | pending | rejected | suspended (default pending)')
    .option('--approval-threshold <idr>', 'orders priced above this need admin approval (default 5000000)')
    .action(async (opts: { name: string; status?: string; approvalThreshold?: string }) => {
      const row = await createOrganization({
        db: await getDb(),
        name: opts.name,
        status: opts.status ? parseStatus(opts.status) : undefined,
        approvalThresholdIdr: parseIdr('approval-threshold', opts.approvalThreshold),
      });
      printResult({ id: row.id });
    });
  org
    .command('status')
    .argument('<org_id>')
    .argument('<status>', 'approved | pending | rejected | suspended')
    .option('--reason <text>', 'why (required for rejected; shown to the organization)')
    .action(async (organizationId: string, status: string, opts: { reason?: string }) => {
      const row = await setOrganizationStatus({
        domain: domain,
        db: await getDb(),
        organizationId,
        status: parseStatus(status),
        reason: opts.reason,
        actor: CLI_ACTOR,
      });
      printResult(toOrganizationView(row));
    });
  org
    .command('require-two-factor')
    .description("Require (on) or stop requiring (off) a second factor of every member, as an owner's switch does")
    .argument('<org_id>')
    .argument('<on|off>')
    .action(async (organizationId: string, value: string) => {
      if (value !== 'on' && value !== 'off') throw new AppError('VALIDATION', 'on atau off.');
      printResult(
        await setOrganizationTwoFactorRequirement({
          db: await getDb(),
          organizationId,
          required: value === 'on',
          actor: CLI_ACTOR,
        }),
      );
    });
}
