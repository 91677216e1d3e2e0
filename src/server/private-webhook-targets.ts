import { isLoopbackHost } from '~/shared/http/loopback-host';

/**
 * Whether webhooks may go to private, loopback and link-local addresses. `ALLOW_PRIVATE_WEBHOOK_TARGETS`
 * decides when set. Unset, only a local instance allows them: the embedded database *and* a loopback bind, where
 * `http://localhost` receivers are the normal case. The embedded database alone is no proof of a local instance: a
 * container runs it too with `HOST=0.0.0.0`, and there a private target reaches the cloud's metadata address.
 */
export function allowPrivateWebhookTargets(options: {
  flag: boolean | undefined;
  embeddedDatabase: boolean;
  host: string;
}): boolean {
  return options.flag ?? (options.embeddedDatabase && isLoopbackHost(options.host));
}
