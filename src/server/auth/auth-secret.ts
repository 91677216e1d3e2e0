import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { config } from '~/server/config';

/**
 * BETTER_AUTH_SECRET, or for local use a secret generated on first start and kept in .data/ (ignored by
 * git) so sessions survive restarts. Nothing is shipped in the repository.
 */
export function authSecret(): string {
  const fromEnv = config().authSecret;
  if (fromEnv) return fromEnv;
  const file = path.join(process.cwd(), '.data', 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
