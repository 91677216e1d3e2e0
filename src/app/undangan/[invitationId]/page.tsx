import Link from 'next/link';
import { headers } from 'next/headers';
import { account } from '~/app/_i18n/messages/account';
import { org as orgWords } from '~/app/_i18n/messages/org';
import { getLocale } from '~/app/_i18n/server';
import { sessionUser } from '~/server/api/dashboard-context';
import { getDb } from '~/server/db/client';
import { isAppError } from '~/server/domain/errors';
import { getInvitation } from '~/server/domain/organizations/respond-to-invitation';
import { InvitationActions } from './invitation-actions';

export const dynamic = 'force-dynamic';

/** The page an invitation e-mail links to: anyone may open it; only the invited, verified address may answer. */
export default async function InvitationPage({ params }: { params: Promise<{ invitationId: string }> }) {
  const { invitationId } = await params;
  const locale = await getLocale();
  const a = account[locale];
  const user = await sessionUser(await headers());
  const here = `/undangan/${encodeURIComponent(invitationId)}`;
  const invitation = await getInvitation({ db: await getDb(), invitationId, userId: user?.id ?? null }).catch((e: unknown) => {
    if (isAppError(e) && e.code === 'NOT_FOUND') return null;
    throw e;
  });
  if (!invitation) {
    return (
      <main>
        <h1>{a.invitationTitle}</h1>
        <p className="alert">{a.invitationClosed.replace('{status}', a.status_expired)}</p>
      </main>
    );
  }
  const roleLabel = orgWords[locale][`role_${invitation.role}`];
  return (
    <main>
      <h1>{a.invitationTitle}</h1>
      <p>{a.invitationFor.replace('{org}', invitation.organization_name).replace('{role}', roleLabel).replace('{inviter}', invitation.inviter_name)}</p>
      {invitation.status !== 'pending' ? (
        <p className="alert">{a.invitationClosed.replace('{status}', a[`status_${invitation.status}`])}</p>
      ) : !user ? (
        <p>
          {a.invitationSignIn} <Link href={`/masuk?next=${encodeURIComponent(here)}`}>{a.signInTitle}</Link> ·{' '}
          <Link href={`/daftar?next=${encodeURIComponent(here)}`}>{a.signUpTitle}</Link>
        </p>
      ) : !invitation.for_you ? (
        <p className="alert">{a.invitationNotYours}</p>
      ) : (
        <InvitationActions invitationId={invitation.id} />
      )}
    </main>
  );
}
