// Whether `npm start` creates the demo accounts (staff accounts whose password is in the README).
import { isLoopbackHost } from '~/shared/http/loopback-host';

/**
 * `SEED_DEMO=1` (or `true`/`on`) always, `SEED_DEMO=0` (or `false`/`off`) never. Unset: only on the
 * embedded database and only when the app is bound to loopback, so demo passwords are never reachable
 * from the network or present in a real database.
 */
export function shouldSeedDemo(options: {
  seedDemo: string | undefined;
  host: string;
  embeddedDatabase: boolean;
}): boolean {
  const flag = options.seedDemo?.trim().toLowerCase();
  if (flag === '1' || flag === 'true' || flag === 'on') return true;
  if (flag === '0' || flag === 'false' || flag === 'off') return false;
  if (flag) throw new Error(`Invalid environment: SEED_DEMO: expected 0 or 1, got "${options.seedDemo}"`);
  return options.embeddedDatabase && isLoopbackHost(options.host);
}
