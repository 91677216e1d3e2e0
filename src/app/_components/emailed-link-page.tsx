import Link from 'next/link';
import type { ReactNode } from 'react';
import { account } from '~/app/_i18n/messages/account';
import type { Locale } from '~/app/_i18n/locale';

type Status = 'pending' | 'accepted' | 'rejected' | 'canceled' | 'revoked' | 'expired';

/**
 * The page an e-mailed link opens (an invitation, a practitioner claim). Anyone holding the link sees what it
 * is for; only the signed-in, verified owner of the address gets the actions. `link` null: unknown link.
 */
export function EmailedLinkPage(props: {
  locale: Locale;
  title: string;
  /** Path of this page, to come back to after signing in or up. */
  here: string;
  link: { intro: string; status: Status; forYou: boolean } | null;
  signedIn: boolean;
  words: { closed: string; signIn: string; notYours: string };
  actions: ReactNode;
}) {
  const a = account[props.locale];
  const { link, words } = props;
  const closed = (status: Exclude<Status, 'pending'>) => (
    <p className="alert">{words.closed.replace('{status}', a[`status_${status}`])}</p>
  );
  return (
    <main>
      <h1>{props.title}</h1>
      {!link ? (
        closed('expired')
      ) : (
        <>
          <p>{link.intro}</p>
          {link.status !== 'pending' ? (
            closed(link.status)
          ) : !props.signedIn ? (
            <p>
              {words.signIn} <Link href={`/masuk?next=${encodeURIComponent(props.here)}`}>{a.signInTitle}</Link> ·{' '}
              <Link href={`/daftar?next=${encodeURIComponent(props.here)}`}>{a.signUpTitle}</Link>
            </p>
          ) : !link.forYou ? (
            <p className="alert">{words.notYours}</p>
          ) : (
            props.actions
          )}
        </>
      )}
    </main>
  );
}
