import type { Command } from 'commander';
import type { DomainContext } from '~/server/domain/context';
import { getDb } from '~/server/db/client';
import { placeBid } from '~/server/domain/cases/place-bid';
import { acceptOffer, declineOffer } from '~/server/domain/offers/offer-responses';
import { askClient, deliverOrder, releaseOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { recordPayout } from '~/server/domain/earnings/record-payout';
import { createPractitioner } from '~/server/domain/practitioners/create-practitioner';
import { resendPractitionerClaim, revokePractitionerClaim } from '~/server/domain/practitioners/practitioner-claims';
import { CLI_ACTOR, parseIdr, printResult } from './output';

type PracOpt = { practitioner: string };

/** What a practitioner does in the workspace, callable by staff from the shell. */
export function registerPractitionerCommands(program: Command, domain: DomainContext): void {
  const practitioner = program.command('practitioner').description('Practitioners');
  practitioner
    .command('create')
    .description('New practitioner record; a claim link is mailed to --email')
    .requiredOption('--name <text>')
    .requiredOption('--email <email>')
    .requiredOption('--services <code,...>', 'services the practitioner is qualified for')
    .action(async (opts: { name: string; email: string; services: string }) =>
      printResult(
        await createPractitioner({
          db: await getDb(),
          domain: domain,
          name: opts.name,
          email: opts.email,
          serviceCodes: opts.services
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
          actor: CLI_ACTOR,
        }),
      ),
    );
  practitioner
    .command('payout <prac>')
    .description('Record money transferred to the practitioner (out of their earnings)')
    .requiredOption('--amount <idr>')
    .requiredOption('--reference <bank ref>', 'bank reference of the outgoing transfer')
    .action(async (practitionerId: string, opts: { amount: string; reference: string }) =>
      printResult(
        await recordPayout({
          db: await getDb(),
          practitionerId,
          amountIdr: parseIdr('amount', opts.amount)!,
          reference: opts.reference,
          actor: CLI_ACTOR,
        }),
      ),
    );
  practitioner
    .command('resend-claim <prac>')
    .description('A new claim link (earlier ones stop working)')
    .option('--email <email>', 'send it to a corrected address')
    .action(async (practitionerId: string, opts: { email?: string }) =>
      printResult(
        await resendPractitionerClaim({
          db: await getDb(),
          domain: domain,
          practitionerId,
          email: opts.email,
          actor: CLI_ACTOR,
        }),
      ),
    );
  practitioner
    .command('revoke-claim <prac>')
    .description('Withdraw the pending claim link')
    .action(async (practitionerId: string) =>
      printResult(await revokePractitionerClaim({ db: await getDb(), practitionerId, actor: CLI_ACTOR })),
    );

  const offer = program.command('offer').description('Offers to practitioners');
  offer
    .command('accept')
    .argument('<ord_id>')
    .requiredOption('--practitioner <id>')
    .action(async (orderId: string, o: PracOpt) =>
      printResult(await acceptOffer({ db: await getDb(), domain: domain, orderId, practitionerId: o.practitioner })),
    );
  offer
    .command('decline')
    .argument('<ord_id>')
    .requiredOption('--practitioner <id>')
    .action(async (orderId: string, o: PracOpt) =>
      printResult(await declineOffer({ db: await getDb(), domain: domain, orderId, practitionerId: o.practitioner })),
    );

  const work = program.command('work').description('Practitioner work on an order');
  work
    .command('start')
    .argument('<ord_id>')
    .requiredOption('--practitioner <id>')
    .action(async (orderId: string, o: PracOpt) =>
      printResult(await startWork({ db: await getDb(), domain: domain, orderId, practitionerId: o.practitioner })),
    );
  work
    .command('release')
    .argument('<ord_id>')
    .requiredOption('--practitioner <id>')
    .action(async (orderId: string, o: PracOpt) =>
      printResult(await releaseOrder({ db: await getDb(), domain: domain, orderId, practitionerId: o.practitioner })),
    );
  work
    .command('ask')
    .argument('<ord_id>')
    .requiredOption('--practitioner <id>')
    .requiredOption('--text <text>')
    .action(async (orderId: string, o: PracOpt & { text: string }) =>
      printResult(
        await askClient({ db: await getDb(), domain: domain, orderId, practitionerId: o.practitioner, text: o.text }),
      ),
    );
  work
    .command('deliver')
    .argument('<ord_id>')
    .requiredOption('--practitioner <id>')
    .requiredOption('--text <text>')
    .action(async (orderId: string, o: PracOpt & { text: string }) =>
      printResult(
        await deliverOrder({
          db: await getDb(),
          domain: domain,
          orderId,
          practitionerId: o.practitioner,
          text: o.text,
        }),
      ),
    );

  program
    .command('case')
    .description('Case board')
    .command('bid')
    .argument('<case_id>')
    .requiredOption('--practitioner <id>')
    .requiredOption('--amount <idr>')
    .requiredOption('--message <text>')
    .option('--days <n>', 'estimated days (default 7)')
    .action(async (caseId: string, o: PracOpt & { amount: string; message: string; days?: string }) =>
      printResult(
        await placeBid({
          domain: domain,
          db: await getDb(),
          caseId,
          practitionerId: o.practitioner,
          amountIdr: parseIdr('amount', o.amount)!,
          message: o.message,
          estimatedDays: o.days === undefined ? undefined : Number(o.days),
        }),
      ),
    );
}
