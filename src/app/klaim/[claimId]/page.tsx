import Link from 'next/link';
import { headers } from 'next/headers';
import { account } from '~/app/_i18n/messages/account';
import { getLocale } from '~/app/_i18n/server';
import { sessionUser } from '~/server/api/dashboard-context';
import { getDb } from '~/server/db/client';
import { isAppError } from '~/server/domain/errors';
import { getPractitionerClaim } from '~/server/domain/practitioners/practitioner-claims';
import { ClaimActions } from './claim-actions';

export const dynamic = 'force-dynamic';

/** The page a practitioner's claim e-mail links to; only the verified owner of that address can claim. */
export default async function ClaimPage({ params }: { params: Promise<{ claimId: string }> }) {
  const { claimId } = await params;
  const locale = await getLocale();
  const a = account[locale];
  const user = await sessionUser(await headers());
  const here = `/klaim/${encodeURIComponent(claimId)}`;
  const claim = await getPractitionerClaim({ db: await getDb(), claimId, userId: user?.id ?? null }).catch((e: unknown) => {
    if (isAppError(e) && e.code === 'NOT_FOUND') return null;
    throw e;
  });
  if (!claim) {
    return (
      <main>
        <h1>{a.claimTitle}</h1>
        <p className="alert">{a.claimClosed.replace('{status}', a.status_expired)}</p>
      </main>
    );
  }
  return (
    <main>
      <h1>{a.claimTitle}</h1>
      <p>{a.claimFor.replace('{name}', claim.practitioner_name)}</p>
      {claim.status !== 'pending' ? (
        <p className="alert">{a.claimClosed.replace('{status}', a[`status_${claim.status}`])}</p>
      ) : !user ? (
        <p>
          {a.claimSignIn} <Link href={`/masuk?next=${encodeURIComponent(here)}`}>{a.signInTitle}</Link> ·{' '}
          <Link href={`/daftar?next=${encodeURIComponent(here)}`}>{a.signUpTitle}</Link>
        </p>
      ) : !claim.for_you ? (
        <p className="alert">{a.claimNotYours}</p>
      ) : (
        <ClaimActions claimId={claim.id} />
      )}
    </main>
  );
}
