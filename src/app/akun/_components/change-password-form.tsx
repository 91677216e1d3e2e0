'use client';

import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '~/app/_components/ui';
import { chosenPassword, NewPasswordFields } from '~/app/_components/new-password-fields';
import { useHydrated } from '~/app/_components/use-hydrated';
import { account } from '~/app/_i18n/messages/account';
import { security } from '~/app/_i18n/messages/security';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { authErrorMessage, type AuthClientError } from '~/app/_lib/auth-errors';
import { authClient } from '~/app/_lib/auth-client';
import { useTRPC } from '~/app/_lib/trpc';

/** The current password proves it is the person; the change ends every other session (better-auth's own). */
export function ChangePasswordForm() {
  const t = useT(security);
  const a = useT(account);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const newPassword = chosenPassword(values);
    setDone(false);
    if (newPassword === null) {
      setError(a.passwordsDiffer);
      return;
    }
    setBusy(true);
    setError(null);
    const result = await authClient.changePassword({
      currentPassword: String(values.get('currentPassword') ?? ''),
      newPassword,
      revokeOtherSessions: true,
    });
    setBusy(false);
    if (result.error) {
      const refused = result.error as AuthClientError;
      setError(refused.code === 'INVALID_PASSWORD' ? t.wrongCurrentPassword : authErrorMessage(refused, locale));
      return;
    }
    form.reset();
    setDone(true);
    // The change ended the other sessions: the list beside this form shows it.
    await queryClient.invalidateQueries(trpc.account.sessions.queryFilter());
  }

  return (
    <section aria-labelledby="password-title" className="card">
      <h2 id="password-title">{t.passwordTitle}</h2>
      <p className="muted">{t.passwordIntro}</p>
      <form method="post" onSubmit={submit} aria-labelledby="password-title">
        <Field id="currentPassword" label={t.currentPassword}>
          <input id="currentPassword" name="currentPassword" type="password" required autoComplete="current-password" />
        </Field>
        <NewPasswordFields label={t.newPassword} repeatLabel={t.repeatPassword} />
        {error ? (
          <p role="alert" className="alert">
            {error}
          </p>
        ) : null}
        {done ? (
          <p role="status" className="ok-note">
            {t.passwordChanged}
          </p>
        ) : null}
        <Button type="submit" loading={busy} disabled={!hydrated}>
          {t.changePassword}
        </Button>
      </form>
    </section>
  );
}
