import { domainSettings } from '~/server/composition';
import type { DomainContext, DomainSettings } from '~/server/domain/context';
import { graphileScheduler } from '~/server/jobs/graphile-scheduler';

/** The service's wiring (graphile-worker, settings from config), built explicitly for the tests' own databases. */
export const testDomain: DomainContext = { jobs: graphileScheduler, settings: domainSettings() };

/** The service's wiring with some settings changed. */
export function domainWith(settings: Partial<DomainSettings>): DomainContext {
  return { jobs: testDomain.jobs, settings: { ...testDomain.settings, ...settings } };
}
