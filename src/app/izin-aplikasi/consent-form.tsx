'use client';

import { Button, NativeSelect, Radio, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ScopeCheckboxes } from '~/app/_components/scope-checkboxes';
import { ErrorAlert, Field } from '~/app/_components/ui';
import { fillIn } from '~/app/_i18n/messages/confirmations';
import { oauth } from '~/app/_i18n/messages/oauth';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { invalidProps, parseRupiah } from '~/app/_lib/forms';
import { rupiah } from '~/app/_lib/format';
import { useTRPCClient } from '~/app/_lib/trpc';
import { validate, type FieldErrors } from '~/app/org/[orgId]/_components/forms';
import { createKeyFields } from '~/shared/dashboard/org-inputs';
import { DEFAULT_MONTHLY_LIMIT_IDR, DEFAULT_PER_ORDER_LIMIT_IDR, SCOPES, type Scope } from '~/shared/scopes';
import styles from './consent.module.css';

type Request = { clientId: string; redirectUri: string; codeChallenge: string; resource: string; state?: string };
type View = {
  client_name: string;
  redirect_host: string;
  redirect_local_only: boolean;
  organizations: { id: string; name: string; status: string }[];
};

/** Allow or deny: for "allow", the organization and exactly a key's settings; either way back to the client. */
export function ConsentForm({ request, view }: { request: Request; view: View }) {
  const t = useT(org);
  const o = useT(oauth);
  const client = useTRPCClient();
  const [organizationId, setOrganizationId] = useState(view.organizations[0]?.id ?? '');
  const pending = view.organizations.find((x) => x.id === organizationId)?.status === 'pending';
  const [test, setTest] = useState(false);
  const [values, setValues] = useState({
    perOrderLimitIdr: DEFAULT_PER_ORDER_LIMIT_IDR.toLocaleString('id-ID'),
    monthlyLimitIdr: DEFAULT_MONTHLY_LIMIT_IDR.toLocaleString('id-ID'),
    webhookUrl: '',
  });
  const [scopes, setScopes] = useState<Scope[]>([...SCOPES]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const follow = ({ redirectTo }: { redirectTo: string }) => window.location.assign(redirectTo);
  const allow = useMutation({
    mutationFn: (input: Parameters<typeof client.oauth.approveConsent.mutate>[0]) =>
      client.oauth.approveConsent.mutate(input),
    onSuccess: follow,
  });
  const deny = useMutation({ mutationFn: () => client.oauth.denyConsent.mutate(request), onSuccess: follow });
  const busy = allow.isPending || deny.isPending || allow.isSuccess || deny.isSuccess;

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(
      createKeyFields.omit({ name: true }),
      {
        ...values,
        perOrderLimitIdr: parseRupiah(values.perOrderLimitIdr),
        monthlyLimitIdr: parseRupiah(values.monthlyLimitIdr),
        scopes,
      },
      t,
    );
    setErrors(result.errors ?? {});
    if (result.data)
      allow.mutate({ organizationId, request, settings: { ...result.data, test: pending ? true : test } });
  }

  const amount = (key: 'perOrderLimitIdr' | 'monthlyLimitIdr', id: string, text: string) => (
    <Field
      id={id}
      label={text}
      error={errors[key]}
      hint={
        Number.isFinite(parseRupiah(values[key]))
          ? `${t.amountPreview}: ${rupiah(parseRupiah(values[key]))}`
          : undefined
      }
    >
      <input
        id={id}
        name={key}
        inputMode="numeric"
        autoComplete="off"
        value={values[key]}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        {...invalidProps(id, errors[key])}
      />
    </Field>
  );
  const perOrder = parseRupiah(values.perOrderLimitIdr);
  const monthly = parseRupiah(values.monthlyLimitIdr);

  return (
    <>
      <p>
        <strong>{fillIn(o.consentIntro, { client: view.client_name })}</strong>
      </p>
      <p className="muted">{fillIn(o.redirectHost, { host: view.redirect_host })}</p>
      {view.redirect_local_only ? (
        <p role="note" className="notice">
          {o.localOnly}
        </p>
      ) : null}
      {view.organizations.length === 0 ? (
        <>
          <p role="note" className="notice">
            {o.noOrganizations}
          </p>
          <ErrorAlert error={deny.error} />
          <div className={styles.actions}>
            <Button variant="default" onClick={() => deny.mutate()} disabled={busy}>
              {o.deny}
            </Button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="card stack">
          <NativeSelect
            id="consent-org"
            label={o.organization}
            description={o.organizationHint}
            value={organizationId}
            onChange={(e) => setOrganizationId(e.currentTarget.value)}
            data={view.organizations.map((x) => ({ value: x.id, label: x.name }))}
          />
          <Radio.Group
            name="mode"
            label={o.mode}
            description={pending ? o.pendingLiveOnly : undefined}
            value={test || pending ? 'test' : 'live'}
            onChange={(value) => setTest(value === 'test')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="live" label={o.modeLive} disabled={pending} />
              <Radio value="test" label={o.modeTest} />
            </Stack>
          </Radio.Group>
          {amount('perOrderLimitIdr', 'consent-per-order', t.perOrderLimit)}
          {amount('monthlyLimitIdr', 'consent-monthly', t.monthlyLimit)}
          <Field id="consent-webhook" label={t.webhookUrl} error={errors.webhookUrl} hint={t.webhookUrlHint}>
            <input
              id="consent-webhook"
              type="url"
              inputMode="url"
              placeholder="https://"
              autoComplete="off"
              value={values.webhookUrl}
              onChange={(e) => setValues((v) => ({ ...v, webhookUrl: e.target.value }))}
              {...invalidProps('consent-webhook', errors.webhookUrl)}
            />
          </Field>
          <ScopeCheckboxes
            id="consent-scopes"
            legend={o.willBeAble}
            value={scopes}
            onChange={setScopes}
            error={errors.scopes}
          />
          {Number.isFinite(perOrder) && Number.isFinite(monthly) ? (
            <p role="note">{fillIn(o.willSpend, { perOrder: rupiah(perOrder), monthly: rupiah(monthly) })}</p>
          ) : null}
          <p className="muted">{o.revokeLater}</p>
          <ErrorAlert error={allow.error ?? deny.error} />
          <div className={styles.actions}>
            <Button type="submit" disabled={busy}>
              {o.allow}
            </Button>
            <Button variant="default" onClick={() => deny.mutate()} disabled={busy}>
              {o.deny}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
