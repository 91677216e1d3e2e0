'use client';

import { Button } from '@mantine/core';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TotpCodeInput } from '~/app/_components/totp-code-input';
import { AlertText, Field } from '~/app/_components/ui';
import { useHydrated } from '~/app/_components/use-hydrated';
import { common } from '~/app/_i18n/messages/common';
import { twoFactor } from '~/app/_i18n/messages/two-factor';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { authClient } from '~/app/_lib/auth-client';
import { twoFactorErrorMessage } from '~/app/_lib/two-factor-errors';
import { refusalText, useAuthSubmit } from '~/app/_lib/use-auth-submit';
import { RecoveryCodes } from './recovery-codes';
import { manualKey, TotpQr } from './totp-qr';

type Step =
  | { kind: 'status' }
  | { kind: 'scan'; totpURI: string; backupCodes: string[] }
  | { kind: 'codes'; backupCodes: string[]; enrolled: boolean };

/** One password-protected action: the password field, the button, the refusal in the visitor's language. */
function PasswordForm({
  id,
  action,
  danger,
  onSubmit,
}: {
  id: string;
  action: string;
  danger?: boolean;
  onSubmit: (password: string) => Promise<{ error: { code?: string; status?: number } | null }>;
}) {
  const t = useT(twoFactor);
  const locale = useLocale();
  const hydrated = useHydrated();
  const send = useAuthSubmit((password: string) => onSubmit(password));
  const error = refusalText(send.failure, locale, twoFactorErrorMessage)?.message;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (await send.submit(String(new FormData(form).get('password') ?? ''))) form.reset();
  }
  return (
    <form method="post" onSubmit={submit}>
      <Field id={id} label={t.currentPassword}>
        <input id={id} name="password" type="password" required autoComplete="current-password" />
      </Field>
      <AlertText text={error} />
      <Button type="submit" color={danger ? 'red' : undefined} disabled={send.busy || !hydrated}>
        {action}
      </Button>
    </form>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Enrol (password → QR code and key → a code → recovery codes once), new recovery codes, or removal. */
export function TwoFactorSettings({ enabled, required }: { enabled: boolean; required: 'staf' | 'org' | null }) {
  const t = useT(twoFactor);
  const c = useT(common);
  const locale = useLocale();
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [notice, setNotice] = useState<string | null>(null);
  const verify = useAuthSubmit(
    ({ code }: { code: string; backupCodes: string[] }) => authClient.twoFactor.verifyTotp({ code }),
    (_, { backupCodes }) => setStep({ kind: 'codes', backupCodes, enrolled: true }),
  );
  const codeError = refusalText(verify.failure, locale, twoFactorErrorMessage)?.message;

  async function confirmCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.kind !== 'scan') return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    await verify.submit({ code, backupCodes: step.backupCodes });
  }

  const on = enabled || (step.kind === 'codes' && step.enrolled);
  return (
    <main>
      <h1>{t.title}</h1>
      {required ? (
        <p role="status" className="notice">
          {required === 'staf' ? t.requiredStaff : t.requiredOrg}
        </p>
      ) : null}
      <p className="muted">{t.intro}</p>
      <p>
        {t.statusLabel}:{' '}
        <span className="badge" data-testid="two-factor-status">
          {on ? t.statusOn : t.statusOff}
        </span>
      </p>
      {notice ? (
        <p role="status" className="notice">
          {notice}
        </p>
      ) : null}

      {step.kind === 'codes' ? (
        <div className="two-factor-steps">
          {step.enrolled ? (
            <p role="status" className="notice">
              {t.enabledNow}
            </p>
          ) : null}
          <RecoveryCodes
            codes={step.backupCodes}
            onDone={() => {
              setStep({ kind: 'status' });
              router.refresh();
            }}
          />
          {step.enrolled ? <Link href="/lanjut">{t.continueTo}</Link> : null}
        </div>
      ) : step.kind === 'scan' ? (
        <div className="two-factor-steps">
          <Section id="scan-title" title={t.scanTitle}>
            <p>{t.scanHelp}</p>
            <TotpQr uri={step.totpURI} alt={t.qrAlt} />
            <p className="muted">{t.manualEntry}</p>
            <p>
              <code className="totp-key" data-testid="totp-key">
                {manualKey(step.totpURI)}
              </code>
            </p>
          </Section>
          <Section id="confirm-title" title={t.confirmTitle}>
            <form method="post" onSubmit={confirmCode}>
              <Field id="totp-code" label={t.code}>
                <TotpCodeInput id="totp-code" />
              </Field>
              <AlertText text={codeError} />
              <div className="row">
                <Button type="submit" disabled={verify.busy}>
                  {t.confirm}
                </Button>
                <Button type="button" variant="default" onClick={() => setStep({ kind: 'status' })}>
                  {c.cancel}
                </Button>
              </div>
            </form>
          </Section>
        </div>
      ) : enabled ? (
        <div className="two-factor-steps">
          <Section id="regenerate-title" title={t.regenerateTitle}>
            <p className="muted">{t.regenerateHelp}</p>
            <PasswordForm
              id="regenerate-password"
              action={t.regenerate}
              onSubmit={async (password) => {
                const result = await authClient.twoFactor.generateBackupCodes({ password });
                if (result.data) setStep({ kind: 'codes', backupCodes: result.data.backupCodes, enrolled: false });
                return result;
              }}
            />
          </Section>
          <Section id="remove-title" title={t.removeTitle}>
            <p className="muted">{t.removeHelp}</p>
            <PasswordForm
              id="remove-password"
              action={t.remove}
              danger
              onSubmit={async (password) => {
                const result = await authClient.twoFactor.disable({ password });
                if (!result.error) {
                  setNotice(t.removed);
                  router.refresh();
                }
                return result;
              }}
            />
          </Section>
        </div>
      ) : (
        <Section id="enable-title" title={t.turnOn}>
          <PasswordForm
            id="enable-password"
            action={t.next}
            onSubmit={async (password) => {
              const result = await authClient.twoFactor.enable({ password });
              if (result.data && 'totpURI' in result.data && result.data.totpURI) {
                setNotice(null);
                setStep({ kind: 'scan', totpURI: result.data.totpURI, backupCodes: result.data.backupCodes ?? [] });
              }
              return result;
            }}
          />
        </Section>
      )}
    </main>
  );
}
