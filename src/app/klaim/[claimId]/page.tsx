import { headers } from 'next/headers';
import { EmailedLinkPage } from '~/app/_components/emailed-link-page';
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
  const claim = await getPractitionerClaim({ db: await getDb(), claimId, userId: user?.id ?? null }).catch(
    (e: unknown) => {
      if (isAppError(e) && e.code === 'NOT_FOUND') return null;
      throw e;
    },
  );
  return (
    <EmailedLinkPage
      locale={locale}
      title={a.claimTitle}
      here={`/klaim/${encodeURIComponent(claimId)}`}
      link={
        claim && {
          intro: a.claimFor.replace('{name}', claim.practitioner_name),
          status: claim.status,
          forYou: claim.for_you,
        }
      }
      signedIn={Boolean(user)}
      words={{ closed: a.claimClosed, signIn: a.claimSignIn, notYours: a.claimNotYours }}
      actions={claim ? <ClaimActions claimId={claim.id} /> : null}
    />
  );
}
