'use client';

import { LocalMailHint } from './local-mail-hint';
import { Button } from '@mantine/core';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { account } from '~/app/_i18n/messages/account';
import { common } from '~/app/_i18n/messages/common';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { authErrorMessage } from '~/app/_lib/auth-errors';
import { refusalText, useAuthSubmit } from '~/app/_lib/use-auth-submit';
import { authClient } from '~/app/_lib/auth-client';
import { TwoFactorStep } from './two-factor-step';
import { AlertText, Field } from './ui';
import { useHydrated } from './use-hydrated';

/** Sign-in and sign-up with better-auth (password hashing and sessions are the library's). */
export function AuthForm({ mode, next }: { mode: 'sign-in' | 'sign-up'; next: string | null }) {
  const t = useT(common);
  const a = useT(account);
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The password was right and the account has a second factor: the code step replaces the form.
  const [codeStep, setCodeStep] = useState(false);
  // Back where the person was (a same-site path, checked by returnTo), else their own start page.
  const destination = next ?? (mode === 'sign-in' ? '/lanjut' : '/dashboard');

  const send = useAuthSubmit(
    ({ email, password, name }: { email: string; password: string; name: string }, fetchOptions) =>
      mode === 'sign-in'
        ? authClient.signIn.email({ email, password }, fetchOptions)
        : // No password at sign-up: the person who opens the mailed link chooses it (/konfirmasi), so nobody
          // can plant one for an address they do not own. The server ignores any password sent here.
          authClient.signUp.email({ email, password: '', name, callbackURL: destination }, fetchOptions),
    (data, { email }) => {
      if (mode === 'sign-up') {
        // No session until the address is confirmed; the answer is the same for a known address.
        setSentTo(email);
        return;
      }
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
        setCodeStep(true);
        return;
      }
      router.push(destination);
      router.refresh();
    },
  );
  const error = refusalText(send.failure, locale, authErrorMessage);

  // A confirmation link asked for again from sign-in returns where a sign-up's link does: both confirmations
  // end on the same page, which says the address is confirmed (AddressConfirmedToast).
  const formRef = useRef<HTMLFormElement>(null);
  const [resentTo, setResentTo] = useState<string | null>(null);
  const [resendNeedsEmail, setResendNeedsEmail] = useState(false);
  const resend = useAuthSubmit(
    ({ email }: { email: string }, fetchOptions) =>
      authClient.sendVerificationEmail({ email, callbackURL: next ?? '/dashboard' }, fetchOptions),
    (_data, { email }) => setResentTo(email),
  );
  const resendError = refusalText(resend.failure, locale, authErrorMessage);
  async function resendConfirmation() {
    const email = formRef.current?.querySelector<HTMLInputElement>('input[name="email"]');
    const valid = Boolean(email?.value.trim()) && email!.checkValidity();
    setResendNeedsEmail(!valid);
    setResentTo(null);
    if (valid) await resend.submit({ email: email!.value.trim() });
    else email?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await send.submit({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      name: String(form.get('name') ?? ''),
    });
  }

  if (codeStep) {
    return (
      <TwoFactorStep
        onSignedIn={() => {
          router.push(destination);
          router.refresh();
        }}
        onRestart={() => setCodeStep(false)}
      />
    );
  }

  if (sentTo) {
    return (
      <main>
        <h1>{a.checkMailTitle}</h1>
        <p role="status">{a.checkMail.replace('{email}', sentTo)}</p>
        <LocalMailHint text={a.checkMailLocal} />
      </main>
    );
  }

  return (
    <main>
      <h1>{mode === 'sign-in' ? a.signInTitle : a.signUpTitle}</h1>
      {mode === 'sign-in' && next ? (
        <p role="status" className="notice">
          {a.sessionEnded}
        </p>
      ) : null}
      <form ref={formRef} method="post" onSubmit={submit} noValidate={false}>
        {mode === 'sign-up' ? (
          <Field id="name" label={t.name}>
            <input id="name" name="name" required autoComplete="name" />
          </Field>
        ) : null}
        <Field id="email" label={t.email}>
          <input id="email" name="email" type="email" required autoComplete="email" />
        </Field>
        {mode === 'sign-in' ? (
          <Field id="password" label={t.password}>
            <input id="password" name="password" type="password" required autoComplete="current-password" />
          </Field>
        ) : (
          <p className="muted">{a.signUpPasswordLater}</p>
        )}
        <AlertText text={error} />
        <Button type="submit" disabled={send.busy || !hydrated}>
          {mode === 'sign-in' ? t.signIn : t.signUp}
        </Button>
      </form>
      {mode === 'sign-in' ? (
        <>
          <p>
            <Link href="/lupa-sandi">{a.forgotPassword}</Link>
          </p>
          <p>
            {a.notConfirmedYet}{' '}
            <Button variant="subtle" size="compact-sm" onClick={resendConfirmation} disabled={resend.busy || !hydrated}>
              {a.resendConfirmation}
            </Button>
          </p>
          {resentTo ? (
            <p role="status" className="notice">
              {a.confirmationResent.replace('{email}', resentTo)}
            </p>
          ) : null}
          <AlertText text={resendNeedsEmail ? a.resendNeedsEmail : resendError} />
        </>
      ) : null}
      <p className="muted">
        {mode === 'sign-in' ? (
          <>
            {t.noAccount} <Link href={next ? `/daftar?next=${encodeURIComponent(next)}` : '/daftar'}>{t.signUp}</Link>
          </>
        ) : (
          <>
            {t.haveAccount} <Link href={next ? `/masuk?next=${encodeURIComponent(next)}` : '/masuk'}>{t.signIn}</Link>
          </>
        )}
      </p>
    </main>
  );
}
