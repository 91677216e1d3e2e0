// The ops CLI for platform staff: `npm run -s ops -- <command>`. Each command calls the same domain
// function the UI uses, prints one JSON object and exits 0, or prints the error envelope and exits 1.
import { Command, CommanderError } from 'commander';
import { closeDb, configureDatabase, WEB_POOL } from '~/server/db/client';
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

// Staff commands may run long statements (ledger check over every transaction): no statement timeout.
configureDatabase({ ...WEB_POOL, statementTimeoutMs: null });

const program = new Command('ops').description('Agent Order Service operations').exitOverride();
// Usage errors are reported once, as an envelope, below.
program.configureOutput({ outputError: () => {} });
registerOrgCommands(program);
registerDepositCommands(program);
registerKeyCommands(program);
registerOrderCommands(program);
registerPractitionerCommands(program);
registerLedgerCommands(program);
registerMailCommands(program);
registerNotificationCommands(program);
registerTwoFactorCommands(program);
registerDemoCommands(program);

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
