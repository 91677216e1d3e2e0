'use client';

import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AlertText, Field } from '~/app/_components/ui';
import { chosenPassword, NewPasswordFields } from '~/app/_components/new-password-fields';
import { useHydrated } from '~/app/_components/use-hydrated';
import { account } from '~/app/_i18n/messages/account';
import { security } from '~/app/_i18n/messages/security';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { authErrorMessage } from '~/app/_lib/auth-errors';
import { refusalText, useAuthSubmit } from '~/app/_lib/use-auth-submit';
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
  const [mismatch, setMismatch] = useState(false);
  const change = useAuthSubmit(
    ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }),
    // The change ended the other sessions: the list beside this form shows it.
    () => queryClient.invalidateQueries(trpc.account.sessions.queryFilter()),
  );
  const done = change.data !== undefined;
  const error = mismatch
    ? a.passwordsDiffer
    : refusalText(change.failure, locale, (refused, l) =>
        refused.code === 'INVALID_PASSWORD' ? t.wrongCurrentPassword : authErrorMessage(refused, l),
      );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const newPassword = chosenPassword(values);
    setMismatch(newPassword === null);
    if (newPassword === null) {
      change.reset();
      return;
    }
    const currentPassword = String(values.get('currentPassword') ?? '');
    if (await change.submit({ currentPassword, newPassword })) form.reset();
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
        <AlertText text={error} />
        {done ? (
          <p role="status" className="ok-note">
            {t.passwordChanged}
          </p>
        ) : null}
        <Button type="submit" loading={change.busy} disabled={!hydrated}>
          {t.changePassword}
        </Button>
      </form>
    </section>
  );
}
