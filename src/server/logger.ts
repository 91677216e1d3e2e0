import pino, { type DestinationStream, type Logger } from 'pino';
import { logLevel } from '~/server/config';
import { sanitizeLogArguments, sanitizeLogValue } from './log-sanitizer';
import { activeTraceIds } from './observability/tracing';

/**
 * Top-level paths pino redacts itself; log-sanitizer.ts covers the same names at any depth, errors
 * from the database and secret-shaped values inside strings.
 */
const REDACT_PATHS = [
  'authorization',
  '*.authorization',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'cookie',
  '*.cookie',
  '["set-cookie"]',
  '*["set-cookie"]',
  'token',
  '*.token',
  'session',
  '*.session',
  'apiKey',
  '*.apiKey',
  'api_key',
  '*.api_key',
  'secret',
  '*.secret',
  'webhookSecret',
  '*.webhookSecret',
  'webhook_secret',
  '*.webhook_secret',
  'password',
  '*.password',
];

/**
 * Structured logs, by default on stderr (stdout belongs to the CLI's JSON and to MCP stdio). Tests pass
 * their own destination to read what would have been written.
 */
export function createLogger(destination: DestinationStream = pino.destination(2), level: string = logLevel()): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: sanitizeLogValue, error: sanitizeLogValue, cause: sanitizeLogValue },
      // A line written inside a traced request or job names its trace (nothing when tracing is off).
      mixin: () => activeTraceIds() ?? {},
      hooks: {
        logMethod(args, method) {
          method.apply(this, sanitizeLogArguments(args) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

export const logger = createLogger();
