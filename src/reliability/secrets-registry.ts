import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets a reliability run creates or uses, for the log scan of `npm run test:reliability` (run.ts):
 * a scenario registers every password, session token and marker value it sends, and the scan fails the run
 * if any of them shows up in a log. API keys and webhook secrets are also found by their shape.
 */
export type SecretKind =
  'api_key' | 'webhook_secret' | 'password' | 'session_token' | 'sql_parameter' | 'database_password';
export type RegisteredSecret = { kind: SecretKind; value: string; note?: string };

export const SECRETS_FILE = path.join('test-results', 'reliability', 'secrets.jsonl');

/** Values shorter than this are too common to scan for without false alarms. */
export const MIN_SECRET_LENGTH = 8;

export function registerSecret(kind: SecretKind, value: string | null | undefined, note?: string): void {
  if (!value || value.length < MIN_SECRET_LENGTH) return;
  mkdirSync(path.dirname(SECRETS_FILE), { recursive: true });
  appendFileSync(
    SECRETS_FILE,
    `${JSON.stringify({ kind, value, ...(note && { note }) } satisfies RegisteredSecret)}\n`,
  );
}
