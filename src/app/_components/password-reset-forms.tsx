'use client';

import { Button } from '@mantine/core';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { account } from '~/app/_i18n/messages/account';
import { common } from '~/app/_i18n/messages/common';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { authErrorMessage } from '~/app/_lib/auth-errors';
import { authClient } from '~/app/_lib/auth-client';
import { Field } from './ui';
import { chosenPassword, NewPasswordFields } from './new-password-fields';
import { useHydrated } from './use-hydrated';

/** /lupa-sandi: asks better-auth to mail a reset link; the answer is the same whether or not the address is known. */
export function ForgotPasswordForm() {
  const t = useT(common);
  const a = useT(account);
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setBusy(true);
    setError(null);
    const result = await authClient.requestPasswordReset({ email, redirectTo: '/sandi-baru' });
    setBusy(false);
    if (result.error) setError(authErrorMessage(result.error, locale));
    else setSentTo(email);
  }

  return (
    <main>
      <h1>{a.forgotTitle}</h1>
      {sentTo ? (
        <>
          <p role="status">{a.resetSent.replace('{email}', sentTo)}</p>
          <p className="muted">
            {a.checkMailLocal} <code>npm run -s ops -- mail list</code>.
          </p>
        </>
      ) : (
        <form method="post" onSubmit={submit}>
          <p className="muted">{a.forgotIntro}</p>
          <Field id="email" label={t.email}>
            <input id="email" name="email" type="email" required autoComplete="email" />
          </Field>
          {error ? (
            <p role="alert" className="alert">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={busy || !hydrated}>
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
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

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
    if (newPassword === null) {
      setError(a.passwordsDiffer);
      return;
    }
    setBusy(true);
    setError(null);
    const result = await authClient.resetPassword({ newPassword, token: token! });
    setBusy(false);
    if (result.error) setError(authErrorMessage(result.error, locale));
    else setDone(true);
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
          {error ? (
            <p role="alert" className="alert">
              {error}
            </p>
          ) : null}
          {error === a.resetLinkInvalid ? (
            <p>
              <Link href="/lupa-sandi">{a.requestNewLink}</Link>
            </p>
          ) : null}
          <Button type="submit" disabled={busy || !hydrated}>
            {a.setPassword}
          </Button>
        </form>
      )}
    </main>
  );
}
