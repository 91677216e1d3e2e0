import { config } from '~/server/config';

/** An absolute link into the web app, for e-mails. */
export function appLink(path: string): string {
  return `${config().publicUrl}${path}`;
}
