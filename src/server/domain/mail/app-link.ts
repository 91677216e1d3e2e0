import type { DomainSettings } from '~/server/domain/context';

/** An absolute link into the web app, for e-mails. */
export function appLink(settings: DomainSettings, path: string): string {
  return `${settings.publicUrl}${path}`;
}
