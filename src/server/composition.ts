import { config, type Config } from '~/server/config';
import type { DomainContext, DomainSettings } from '~/server/domain/context';
import { offeringAfterMove } from '~/server/domain/offers/offering-reactions';
import { simulatedPractitioner } from '~/server/domain/testmode/simulation';
import { graphileScheduler } from '~/server/worker/graphile-scheduler';

/** The domain's settings, from the validated environment. */
export function domainSettings(settings: Config = config()): DomainSettings {
  const {
    offerWindowSeconds,
    testModeStepSeconds,
    webhookRetryBaseSeconds,
    webhookTimeoutMs,
    allowPrivateWebhookTargets,
    publicUrl,
    bank,
  } = settings;
  return {
    offerWindowSeconds,
    testModeStepSeconds,
    webhookRetryBaseSeconds,
    webhookTimeoutMs,
    allowPrivateWebhookTargets,
    publicUrl,
    bank,
  };
}

let service: DomainContext | undefined;

/**
 * The service's domain context: graphile-worker schedules its jobs in the caller's transaction, the
 * settings come from config(), offering reacts to order moves and test orders go to the simulated
 * practitioner (testmode/simulation.ts). Entry points (the launcher, the worker, the ops CLI, the web server's route
 * handlers and pages) take it from here and pass it down; built on first use, once per module instance.
 */
export function serviceDomainContext(): DomainContext {
  service ??= {
    jobs: graphileScheduler,
    settings: domainSettings(),
    offering: offeringAfterMove,
    simulation: simulatedPractitioner,
  };
  return service;
}
