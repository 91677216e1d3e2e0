import { headers } from 'next/headers';
import { EmailedLinkPage } from '~/app/_components/emailed-link-page';
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
  const invitation = await getInvitation({ db: await getDb(), invitationId, userId: user?.id ?? null }).catch(
    (e: unknown) => {
      if (isAppError(e) && e.code === 'NOT_FOUND') return null;
      throw e;
    },
  );
  const intro = invitation
    ? a.invitationFor
        .replace('{org}', invitation.organization_name)
        .replace('{role}', orgWords[locale][`role_${invitation.role}`])
        .replace('{inviter}', invitation.inviter_name)
    : '';
  return (
    <EmailedLinkPage
      locale={locale}
      title={a.invitationTitle}
      here={`/undangan/${encodeURIComponent(invitationId)}`}
      link={invitation && { intro, status: invitation.status, forYou: invitation.for_you }}
      signedIn={Boolean(user)}
      words={{ closed: a.invitationClosed, signIn: a.invitationSignIn, notYours: a.invitationNotYours }}
      actions={invitation ? <InvitationActions invitationId={invitation.id} /> : null}
    />
  );
}
