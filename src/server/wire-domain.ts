import { config } from '~/server/config';
import { installDomainContext, type DomainSettings } from '~/server/domain/context';
import { graphileScheduler } from '~/server/jobs/graphile-scheduler';

const KEYS = [
  'offerWindowSeconds',
  'testModeStepSeconds',
  'webhookRetryBaseSeconds',
  'webhookTimeoutMs',
  'allowPrivateWebhookTargets',
  'publicUrl',
  'bank',
] as const satisfies readonly (keyof DomainSettings)[];

/** Each setting read from config() when used, so the environment is still read once, on first use. */
const settingsFromConfig = Object.defineProperties(
  {},
  Object.fromEntries(KEYS.map((key) => [key, { enumerable: true, get: () => config()[key] }])),
) as DomainSettings;

/**
 * The composition root of the domain: graphile-worker schedules its jobs and settings come from
 * config. getDb() calls it, so every process that touches the database is wired.
 */
export function wireDomain(): void {
  installDomainContext({ jobs: graphileScheduler, settings: settingsFromConfig });
}
