import { domainContext } from '~/server/domain/context';

/** An absolute link into the web app, for e-mails. */
export function appLink(path: string): string {
  return `${domainContext().settings.publicUrl}${path}`;
}
