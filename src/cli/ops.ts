// The ops CLI for platform staff: `npm run -s ops -- <command>`. Each command calls the same domain
// function the UI uses, prints one JSON object and exits 0, or prints the error envelope and exits 1.
import { Command, CommanderError } from 'commander';
import { serviceDomainContext } from '~/server/composition';
import { config } from '~/server/config';
import { closeDb, configureDatabase, WEB_POOL } from '~/server/db/client';
import { prepareDatabase } from '~/server/db/prepare-database';
import { setClockOffset } from '~/server/domain/clock';
import { registerBoardCommands } from './ops/board-commands';
import { registerDemoCommands } from './ops/demo-commands';
import { registerDepositCommands } from './ops/deposit-commands';
import { registerKeyCommands } from './ops/key-commands';
import { registerLedgerCommands } from './ops/ledger-commands';
import { registerMailCommands } from './ops/mail-commands';
import { registerNotificationCommands } from './ops/notification-commands';
import { registerOrderCommands } from './ops/order-commands';
import { registerOrgCommands } from './ops/org-commands';
import { printError } from './ops/output';
import { registerPractitionerCommands } from './ops/practitioner-commands';
import { registerTwoFactorCommands } from './ops/two-factor-commands';
import { registerWebhookCommands } from './ops/webhook-commands';

const settings = config();
setClockOffset(settings.clockOffsetMs);
const domain = serviceDomainContext();

const program = new Command('ops').description('Agent Order Service operations').exitOverride();
// The database is prepared (embedded cluster unless DATABASE_URL, migrations) before a command runs, not for
// --help or a usage error. Staff commands may run long statements (ledger check over every transaction): no
// statement timeout.
program.hook('preAction', async () => {
  configureDatabase(
    { ...WEB_POOL, statementTimeoutMs: null },
    await prepareDatabase({ ...settings, env: process.env }),
  );
});
// Usage errors are reported once, as an envelope, below.
program.configureOutput({ outputError: () => {} });
registerOrgCommands(program, domain);
registerDepositCommands(program, domain);
registerKeyCommands(program);
registerOrderCommands(program, domain);
registerPractitionerCommands(program, domain);
registerLedgerCommands(program);
registerMailCommands(program);
registerNotificationCommands(program);
registerTwoFactorCommands(program, domain);
registerDemoCommands(program);
registerBoardCommands(program, domain);
registerWebhookCommands(program, domain);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    if (error.exitCode !== 0) {
      process.stderr.write(`${JSON.stringify({ error: { code: 'USAGE', message: error.message } })}\n`);
      process.exitCode = 1;
    }
  } else {
    printError(error);
  }
} finally {
  await closeDb();
}
