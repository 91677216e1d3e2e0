import { oauth } from '~/app/_i18n/messages/oauth';
import { getLocale } from '~/app/_i18n/server';
import { requireUser } from '~/app/_lib/guards';
import { getDb } from '~/server/db/client';
import { isAppError } from '~/server/domain/errors';
import { consentRequestView } from '~/server/domain/oauth/grant-consent';
import { authorizationRequestInput } from '~/shared/dashboard/oauth-inputs';
import { ConsentForm } from './consent-form';
import styles from './consent.module.css';

export const dynamic = 'force-dynamic';

export async function generateMetadata() {
  return { title: oauth[await getLocale()].consentTitle };
}

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Where the OAuth server's authorize step sends the person (src/server/front-door/oauth-server.ts): signed in first (with their
 * second factor, by the ordinary sign-in page, which returns here), then an owner or admin chooses the
 * organization and a key's settings. A request this server cannot check (unknown client, redirect URI not
 * registered) is shown here and never redirected anywhere.
 */
export default async function ConsentPage({ searchParams }: { searchParams: Promise<Query> }) {
  const person = await requireUser();
  const t = oauth[await getLocale()];
  const q = await searchParams;
  const parsed = authorizationRequestInput.safeParse({
    clientId: one(q.client_id),
    redirectUri: one(q.redirect_uri),
    codeChallenge: one(q.code_challenge),
    resource: one(q.resource),
    state: one(q.state),
  });
  const view = parsed.success
    ? await consentRequestView(await getDb(), person.id, parsed.data).catch((e: unknown) => {
        if (isAppError(e)) return { refused: e.message };
        throw e;
      })
    : { refused: 'client_id, redirect_uri, code_challenge, resource' };
  return (
    <main className={styles.page}>
      <h1>{t.consentTitle}</h1>
      {'refused' in view || !parsed.success ? (
        <p role="alert" className="alert">
          {t.invalidRequest.replace('{reason}', 'refused' in view ? view.refused : '')}
        </p>
      ) : (
        <ConsentForm request={parsed.data} view={view} />
      )}
    </main>
  );
}
