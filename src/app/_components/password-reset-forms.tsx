'use client';

import { LocalMailHint } from './local-mail-hint';
import { Button } from '@mantine/core';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { account } from '~/app/_i18n/messages/account';
import { common } from '~/app/_i18n/messages/common';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { authErrorMessage } from '~/app/_lib/auth-errors';
import { authClient } from '~/app/_lib/auth-client';
import { refusalText, useAuthSubmit } from '~/app/_lib/use-auth-submit';
import { AlertText, Field } from './ui';
import { chosenPassword, NewPasswordFields } from './new-password-fields';
import { useHydrated } from './use-hydrated';

/** /lupa-sandi: asks better-auth to mail a reset link; the answer is the same whether or not the address is known. */
export function ForgotPasswordForm() {
  const t = useT(common);
  const a = useT(account);
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const hydrated = useHydrated();
  const request = useAuthSubmit(
    (email: string) => authClient.requestPasswordReset({ email, redirectTo: '/sandi-baru' }),
    (_, email) => setSentTo(email),
  );
  const error = refusalText(request.failure, locale, authErrorMessage);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await request.submit(String(new FormData(event.currentTarget).get('email') ?? ''));
  }

  return (
    <main>
      <h1>{a.forgotTitle}</h1>
      {sentTo ? (
        <>
          <p role="status">{a.resetSent.replace('{email}', sentTo)}</p>
          <LocalMailHint text={a.checkMailLocal} />
        </>
      ) : (
        <form method="post" onSubmit={submit}>
          <p className="muted">{a.forgotIntro}</p>
          <Field id="email" label={t.email}>
            <input id="email" name="email" type="email" required autoComplete="email" />
          </Field>
          <AlertText text={error} />
          <Button type="submit" disabled={request.busy || !hydrated}>
            {a.sendResetLink}
          </Button>
        </form>
      )}
      <p className="muted">
        <Link href="/masuk">{t.signIn}</Link>
      </p>
    </main>
  );
}

/** /sandi-baru?token=…: the mailed link lands here (through better-auth's /reset-password/<token> check). */
export function NewPasswordForm({ token, invalid }: { token: string | null; invalid: boolean }) {
  const t = useT(common);
  const a = useT(account);
  const locale = useLocale();
  const [mismatch, setMismatch] = useState(false);
  const hydrated = useHydrated();
  const reset = useAuthSubmit((newPassword: string) => authClient.resetPassword({ newPassword, token: token! }));
  const done = reset.data !== undefined;
  const error = mismatch ? a.passwordsDiffer : refusalText(reset.failure, locale, authErrorMessage);

  if (invalid || !token) {
    return (
      <main>
        <h1>{a.newPasswordTitle}</h1>
        <p role="alert" className="alert">
          {a.resetLinkInvalid}
        </p>
        <p>
          <Link href="/lupa-sandi">{a.requestNewLink}</Link>
        </p>
      </main>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const newPassword = chosenPassword(new FormData(event.currentTarget));
    setMismatch(newPassword === null);
    if (newPassword !== null) await reset.submit(newPassword);
  }

  return (
    <main>
      <h1>{a.newPasswordTitle}</h1>
      {done ? (
        <>
          <p role="status" className="ok-note">
            {a.passwordChanged}
          </p>
          <p>
            <Link href="/masuk">{t.signIn}</Link>
          </p>
        </>
      ) : (
        <form method="post" onSubmit={submit}>
          <NewPasswordFields label={a.newPassword} repeatLabel={a.repeatPassword} />
          <AlertText text={error} />
          {error === a.resetLinkInvalid ? (
            <p>
              <Link href="/lupa-sandi">{a.requestNewLink}</Link>
            </p>
          ) : null}
          <Button type="submit" disabled={reset.busy || !hydrated}>
            {a.setPassword}
          </Button>
        </form>
      )}
    </main>
  );
}
