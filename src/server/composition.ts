import { config, type Config } from '~/server/config';
import type { DomainContext, DomainSettings } from '~/server/domain/context';
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
 * The service's domain context: graphile-worker schedules its jobs in the caller's transaction and the
 * settings come from config(). Entry points (the launcher, the worker, the ops CLI, the web server's route
 * handlers and pages) take it from here and pass it down; built on first use, once per module instance.
 */
export function serviceDomainContext(): DomainContext {
  service ??= { jobs: graphileScheduler, settings: domainSettings() };
  return service;
}
