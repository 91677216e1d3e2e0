'use client';

import { common } from '~/app/_i18n/messages/common';
import { useT } from '~/app/_i18n/use-t';
import { Field } from './ui';

/** better-auth's bounds for a password (its `minPasswordLength` and default maximum). */
const BOUNDS = { minLength: 8, maxLength: 128 } as const;

/**
 * A new password typed twice (the names `password` and `repeat`); the form compares them before it sends.
 * Used where a password is chosen: the confirmation page, the reset page and the account page.
 */
export function NewPasswordFields({ label, repeatLabel }: { label: string; repeatLabel: string }) {
  const t = useT(common);
  return (
    <>
      <Field id="password" label={label} hint={t.passwordHint}>
        <input id="password" name="password" type="password" required autoComplete="new-password" {...BOUNDS} />
      </Field>
      <Field id="repeat" label={repeatLabel}>
        <input id="repeat" name="repeat" type="password" required autoComplete="new-password" {...BOUNDS} />
      </Field>
    </>
  );
}

/** The two values of NewPasswordFields: the password, or null when the repeat differs. */
export function chosenPassword(form: FormData): string | null {
  const password = String(form.get('password') ?? '');
  return password === String(form.get('repeat') ?? '') ? password : null;
}
