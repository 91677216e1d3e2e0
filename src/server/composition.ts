import { createHmac } from 'node:crypto';
import { authSecret, config, type Config } from '~/server/config';
import { postgresFileStore, postgresOnlyStorage } from '~/server/domain/files/postgres-file-store';
import { s3FileStore } from '~/server/outbound/file-store/s3-file-store';
import { clientMetadataFetcher } from '~/server/outbound/client-metadata/fetch-client-metadata';
import type { ClientMetadataFetcher } from '~/server/domain/oauth/client-metadata-document';
import type { FileStorage } from '~/server/domain/files/file-store';
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
    fileLinks: { secret: fileLinkSecret(), ttlSeconds: settings.fileLinkTtlSeconds },
  };
}

/** The key of signed file links: its own key derived from the auth secret, so a link never reveals that. */
export function fileLinkSecret(): string {
  return createHmac('sha256', authSecret()).update('aos file links v1').digest('base64url');
}

/** The file stores of this process (FILE_STORAGE, S3_*): Postgres always, the bucket when configured. */
function fileStorage(settings: Config = config()): FileStorage {
  if (!settings.s3) return postgresOnlyStorage;
  const s3 = s3FileStore(settings.s3);
  return {
    current: settings.fileStorage === 's3' ? s3 : postgresFileStore,
    of: (name) => (name === 's3' ? s3 : postgresFileStore),
  };
}

/**
 * How the authorization server fetches client ID metadata documents: public https addresses only, unless
 * OAUTH_CLIENT_METADATA_ALLOW_INSECURE (tests) lets http and loopback documents through.
 */
export function oauthClientMetadata(settings: Config = config()): {
  fetchDocument: ClientMetadataFetcher;
  allowHttp: boolean;
} {
  const insecure = settings.oauthClientMetadataAllowInsecure;
  return { fetchDocument: clientMetadataFetcher({ allowInsecure: insecure }), allowHttp: insecure };
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
    files: fileStorage(),
    settings: domainSettings(),
    offering: offeringAfterMove,
    simulation: simulatedPractitioner,
  };
  return service;
}
