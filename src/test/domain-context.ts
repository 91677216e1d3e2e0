import { domainSettings } from '~/server/composition';
import { postgresOnlyStorage } from '~/server/domain/files/postgres-file-store';
import type { DomainContext, DomainSettings } from '~/server/domain/context';
import { offeringAfterMove } from '~/server/domain/offers/offering-reactions';
import { simulatedPractitioner } from '~/server/domain/testmode/simulation';
import { graphileScheduler } from '~/server/worker/graphile-scheduler';

let settings: DomainSettings | undefined;

/**
 * The service's wiring (graphile-worker, settings from config, offering, the simulation), built explicitly for the tests' own databases.
 * The settings are read on first use: a test file sets its environment (useFileDatabase) before.
 */
export const testDomain: DomainContext = {
  jobs: graphileScheduler,
  files: postgresOnlyStorage,
  offering: offeringAfterMove,
  simulation: simulatedPractitioner,
  get settings() {
    return (settings ??= domainSettings());
  },
};

/** The service's wiring with some settings changed. */
export function domainWith(settings: Partial<DomainSettings>): DomainContext {
  const { jobs, files, offering, simulation } = testDomain;
  return { jobs, files, offering, simulation, settings: { ...testDomain.settings, ...settings } };
}
