import type { Command } from 'commander';
import { DEMO_TOTP_SECRET, totpCode } from '~/server/demo/demo-totp';
import { printResult } from './output';

/** The loopback demo's staff sign in with a code: this prints the current one (the secret is the README's). */
export function registerDemoCommands(program: Command): void {
  program
    .command('demo-totp')
    .description('Current two-step code of the demo operator and finance accounts (loopback demo only)')
    .action(() => {
      const { code, validForSeconds } = totpCode(DEMO_TOTP_SECRET);
      printResult({
        code,
        valid_for_seconds: validForSeconds,
        accounts: ['operator@demo.local', 'finance@demo.local'],
      });
    });
}
