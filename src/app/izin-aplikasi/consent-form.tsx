'use client';

import { Button, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ScopeCheckboxes } from '~/app/_components/scope-checkboxes';
import { ErrorAlert } from '~/app/_components/ui';
import { fillIn } from '~/app/_i18n/messages/confirmations';
import { oauth } from '~/app/_i18n/messages/oauth';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { parseRupiah } from '~/app/_lib/forms';
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

  // Mantine inputs as in the key dialog, full width in the card (the page's cap on a browser field's width
  // would leave the select's chevron outside its box).
  const wide = { input: { maxWidth: 'none' } };
  const amount = (key: 'perOrderLimitIdr' | 'monthlyLimitIdr', id: string, text: string) => {
    const n = parseRupiah(values[key]);
    return (
      <TextInput
        id={id}
        name={key}
        label={text}
        description={Number.isFinite(n) ? `${t.amountPreview}: ${rupiah(n)}` : undefined}
        error={errors[key]}
        inputMode="numeric"
        autoComplete="off"
        styles={wide}
        value={values[key]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setValues((v) => ({ ...v, [key]: value }));
        }}
      />
    );
  };
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
        <form onSubmit={submit} noValidate className="card">
          <Stack gap="md">
            <NativeSelect
              id="consent-org"
              label={o.organization}
              description={o.organizationHint}
              value={organizationId}
              onChange={(e) => setOrganizationId(e.currentTarget.value)}
              data={view.organizations.map((x) => ({ value: x.id, label: x.name }))}
              styles={wide}
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
            <TextInput
              id="consent-webhook"
              type="url"
              inputMode="url"
              placeholder="https://"
              autoComplete="off"
              label={t.webhookUrl}
              description={t.webhookUrlHint}
              error={errors.webhookUrl}
              styles={wide}
              value={values.webhookUrl}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, webhookUrl: value }));
              }}
            />
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
          </Stack>
        </form>
      )}
    </>
  );
}
