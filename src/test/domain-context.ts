import { domainSettings } from '~/server/composition';
import type { DomainContext, DomainSettings } from '~/server/domain/context';
import { graphileScheduler } from '~/server/worker/graphile-scheduler';

let settings: DomainSettings | undefined;

/**
 * The service's wiring (graphile-worker, settings from config), built explicitly for the tests' own databases.
 * The settings are read on first use: a test file sets its environment (useFileDatabase) before.
 */
export const testDomain: DomainContext = {
  jobs: graphileScheduler,
  get settings() {
    return (settings ??= domainSettings());
  },
};

/** The service's wiring with some settings changed. */
export function domainWith(settings: Partial<DomainSettings>): DomainContext {
  return { jobs: testDomain.jobs, settings: { ...testDomain.settings, ...settings } };
}
