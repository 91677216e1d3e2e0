import pino from 'pino';

/**
 * Structured logs on stderr (stdout belongs to the CLI's JSON and to MCP stdio). Anything that could
 * carry a secret is redacted by path, so a careless `logger.info({ req })` cannot leak a key.
 */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? 'info',
    redact: {
      paths: ['authorization', '*.authorization', 'headers.authorization', 'apiKey', '*.apiKey', 'api_key', '*.api_key', 'secret', '*.secret', 'webhookSecret', '*.webhookSecret', 'webhook_secret', '*.webhook_secret', 'password', '*.password'],
      censor: '[redacted]',
    },
  },
  pino.destination(2),
);
