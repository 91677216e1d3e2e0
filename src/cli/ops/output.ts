import { config } from '~/server/config';
import { AppError, isAppError } from '~/server/domain/errors';
import { safeErrorMessage } from '~/server/log-sanitizer';

/** Success: one JSON object on stdout. */
export function printResult(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Failure: the API's error envelope on stderr and exit code 1. */
export function printError(error: unknown): void {
  const envelope = isAppError(error)
    ? { error: { code: error.code, message: error.message } }
    : { error: { code: 'INTERNAL', message: safeErrorMessage(error) } };
  process.stderr.write(`${JSON.stringify(envelope)}\n`);
  process.exitCode = 1;
}

/** Parses a whole rupiah amount given on the command line. */
export function parseIdr(field: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) {
    throw new AppError('VALIDATION', `${field}: harus bilangan bulat rupiah.`);
  }
  return Number(value);
}

/** The ops CLI is platform staff acting on the machine itself. */
export const CLI_ACTOR = { type: 'cli' as const, id: config().osUser ?? null };
