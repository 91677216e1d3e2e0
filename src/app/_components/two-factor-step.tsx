'use client';

import { Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { twoFactor } from '~/app/_i18n/messages/two-factor';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { authClient } from '~/app/_lib/auth-client';
import { twoFactorErrorMessage } from '~/app/_lib/two-factor-errors';
import { refusalText, useAuthSubmit } from '~/app/_lib/use-auth-submit';
import { TotpCodeInput } from './totp-code-input';
import { Field } from './ui';

/**
 * The sign-in's second step, after a correct password of a person with a second factor: a code from the
 * authenticator app, or one recovery code (each works once). better-auth keeps the pending sign-in in a
 * signed cookie for 10 minutes and 5 tries; after that `onRestart` brings back the password step.
 */
export function TwoFactorStep({ onSignedIn, onRestart }: { onSignedIn: () => void; onRestart: () => void }) {
  const t = useT(twoFactor);
  const locale = useLocale();
  const [recovery, setRecovery] = useState(false);
  const verify = useAuthSubmit(
    (code: string, fetchOptions) =>
      recovery
        ? authClient.twoFactor.verifyBackupCode({ code }, fetchOptions)
        : authClient.twoFactor.verifyTotp({ code: code.replace(/\s+/g, '') }, fetchOptions),
    () => onSignedIn(),
  );
  const error = refusalText(verify.failure, locale, twoFactorErrorMessage);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await verify.submit(String(new FormData(event.currentTarget).get('code') ?? '').trim());
  }

  return (
    <main>
      <h1>{t.signInCodeTitle}</h1>
      <p className="muted">{recovery ? t.signInRecoveryIntro : t.signInCodeIntro}</p>
      <form method="post" onSubmit={submit} key={recovery ? 'recovery' : 'totp'}>
        {recovery ? (
          <Field id="code" label={t.recoveryCode}>
            <input
              id="code"
              name="code"
              required
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              autoFocus
            />
          </Field>
        ) : (
          <Field id="code" label={t.code}>
            <TotpCodeInput id="code" autoFocus />
          </Field>
        )}
        {error ? (
          <p role="alert" className="alert">
            {error.message}
          </p>
        ) : null}
        <div className="row">
          {error?.restart ? (
            <Button type="button" onClick={onRestart}>
              {t.startOver}
            </Button>
          ) : (
            <Button type="submit" disabled={verify.busy}>
              {t.verify}
            </Button>
          )}
          <Button
            type="button"
            variant="subtle"
            onClick={() => {
              setRecovery(!recovery);
              verify.reset();
            }}
          >
            {recovery ? t.useApp : t.useRecovery}
          </Button>
        </div>
      </form>
    </main>
  );
}
