'use client';

import { AlertText } from '~/app/_components/ui';
import { Button } from '@mantine/core';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { account } from '~/app/_i18n/messages/account';
import { common } from '~/app/_i18n/messages/common';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { authErrorMessage } from '~/app/_lib/auth-errors';
import { authClient } from '~/app/_lib/auth-client';
import { refusalText, refusedCode, useAuthSubmit } from '~/app/_lib/use-auth-submit';
import { rememberAddressConfirmed } from './address-confirmed-toast';
import { chosenPassword, NewPasswordFields } from './new-password-fields';
import { useHydrated } from './use-hydrated';

/**
 * /konfirmasi?token=…: the person who opened the mailed link chooses the account's password here; the
 * address is then confirmed, they are signed in, and land where they signed up from.
 */
export function ConfirmAddressForm({ token, next }: { token: string | null; next: string | null }) {
  const t = useT(common);
  const a = useT(account);
  const locale = useLocale();
  const router = useRouter();
  const [mismatch, setMismatch] = useState(false);
  const hydrated = useHydrated();
  const confirm = useAuthSubmit(
    (password: string, fetchOptions) =>
      authClient.$fetch('/confirm-address', { method: 'POST', body: { token: token!, password }, ...fetchOptions }),
    () => {
      rememberAddressConfirmed();
      router.push(next ?? '/dashboard');
      router.refresh();
    },
  );
  const expired = token === null || refusedCode(confirm.failure) === 'INVALID_TOKEN';
  const error = mismatch ? a.passwordsDiffer : refusalText(confirm.failure, locale, authErrorMessage);

  if (expired || !token) {
    return (
      <main>
        <h1>{a.confirmTitle}</h1>
        <p role="alert" className="alert">
          {a.confirmLinkInvalid}
        </p>
        <p>
          <Link href={next ? `/daftar?next=${encodeURIComponent(next)}` : '/daftar'}>{a.signUpAgain}</Link>
        </p>
      </main>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = chosenPassword(new FormData(event.currentTarget));
    setMismatch(password === null);
    if (password !== null) await confirm.submit(password);
  }

  return (
    <main>
      <h1>{a.confirmTitle}</h1>
      <p>{a.confirmIntro}</p>
      <form method="post" onSubmit={submit}>
        <NewPasswordFields label={t.password} repeatLabel={a.repeatChosenPassword} />
        <AlertText text={error} />
        <Button type="submit" disabled={confirm.busy || !hydrated}>
          {a.confirmAction}
        </Button>
      </form>
    </main>
  );
}
