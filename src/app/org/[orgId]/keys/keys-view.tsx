'use client';

import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DataTable } from '~/app/_components/data-table/data-table';
import { ConfirmButton, ErrorAlert, Field, QueryState } from '~/app/_components/ui';
import { confirmations, fillIn } from '~/app/_i18n/messages/confirmations';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { createKeyFields } from '~/shared/dashboard/org-inputs';
import { DEFAULT_MONTHLY_LIMIT_IDR, DEFAULT_PER_ORDER_LIMIT_IDR, SCOPES, type Scope } from '~/shared/scopes';
import { Badge, label } from '~/app/org/[orgId]/_components/badges';
import { CopyButton } from '~/app/org/[orgId]/_components/copy-button';
import { validate, type FieldErrors } from '~/app/org/[orgId]/_components/forms';
import { invalidProps, parseRupiah } from '~/app/_lib/forms';
import { useOrg, useRefreshOrg } from '~/app/org/[orgId]/_components/org-context';
import { useSubmit } from '~/app/_lib/use-submit';

type CreatedKey = { api_key: string; prefix: string };

export function KeysView() {
  const t = useT(org);
  const { canManage, status, testMode } = useOrg();
  const [created, setCreated] = useState<CreatedKey | null>(null);
  return (
    <div className="stack">
      <h2>{t.keysTitle}</h2>
      <p>{t.keysIntro}</p>
      <p className="muted">{t.webhookSecretNote}</p>
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : null}
      {!canManage ? (
        <p className="notice">{t.keysAdminOnly}</p>
      ) : testMode ? (
        // Test keys: for pending organizations too (a team builds before approval), never for rejected ones.
        status === 'approved' || status === 'pending' ? (
          <CreateKeyForm onCreated={setCreated} />
        ) : (
          <p className="notice" role="note">
            {t.keysNeedApproval}
          </p>
        )
      ) : status !== 'approved' ? (
        <p className="notice" role="note">
          {t.keysNeedApproval}
        </p>
      ) : (
        <CreateKeyForm onCreated={setCreated} />
      )}
      <KeyList />
    </div>
  );
}

/** The full key, shown this once. */
function NewKey({ created, onDone }: { created: CreatedKey; onDone: () => void }) {
  const t = useT(org);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="secret-box" aria-labelledby="new-key-title">
      <h3 id="new-key-title" tabIndex={-1} ref={heading}>
        {t.newKeyTitle}
      </h3>
      <p role="alert">
        <strong>{t.newKeyWarning}</strong>
      </p>
      <code data-testid="new-api-key">{created.api_key}</code>
      <div className="row">
        <CopyButton text={created.api_key} label={t.copyKey} />
        <Button variant="default" onClick={onDone}>
          {t.newKeyDone}
        </Button>
      </div>
    </section>
  );
}

const EMPTY_FORM = {
  name: '',
  perOrderLimitIdr: DEFAULT_PER_ORDER_LIMIT_IDR.toLocaleString('id-ID'),
  monthlyLimitIdr: DEFAULT_MONTHLY_LIMIT_IDR.toLocaleString('id-ID'),
  webhookUrl: '',
};

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedKey) => void }) {
  const t = useT(org);
  const { orgId, testMode } = useOrg();
  const refreshOrg = useRefreshOrg();
  const [values, setValues] = useState(EMPTY_FORM);
  const [scopes, setScopes] = useState<Scope[]>([...SCOPES]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const trpc = useTRPC();
  const create = useSubmit(
    trpc.org.keys.create.mutationOptions({
      onSuccess: (key) => {
        onCreated({ api_key: key.api_key, prefix: key.prefix });
        setValues(EMPTY_FORM);
        setScopes([...SCOPES]);
        return refreshOrg();
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(
      createKeyFields,
      {
        ...values,
        perOrderLimitIdr: parseRupiah(values.perOrderLimitIdr),
        monthlyLimitIdr: parseRupiah(values.monthlyLimitIdr),
        scopes,
      },
      t,
    );
    setErrors(result.errors ?? {});
    if (result.data) void create.submit({ organizationId: orgId, ...result.data, test: testMode });
  }

  const text = (key: keyof typeof EMPTY_FORM, id: string, extra: Record<string, unknown> = {}) => (
    <input
      id={id}
      name={key}
      value={values[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      {...invalidProps(id, errors[key])}
      {...extra}
    />
  );
  const preview = (value: string) => {
    const n = parseRupiah(value);
    return Number.isFinite(n) ? `${t.amountPreview}: ${rupiah(n)}` : undefined;
  };

  return (
    <section className="card" aria-labelledby="create-key-title">
      <h3 id="create-key-title">{testMode ? t.createTestKeyTitle : t.createKeyTitle}</h3>
      <form onSubmit={submit} noValidate>
        <Field id="key-name" label={t.keyName} error={errors.name} hint={t.keyNameHint}>
          {text('name', 'key-name', { autoComplete: 'off', maxLength: 100 })}
        </Field>
        <Field
          id="key-per-order"
          label={t.perOrderLimit}
          error={errors.perOrderLimitIdr}
          hint={preview(values.perOrderLimitIdr)}
        >
          {text('perOrderLimitIdr', 'key-per-order', { inputMode: 'numeric', autoComplete: 'off' })}
        </Field>
        <Field
          id="key-monthly"
          label={t.monthlyLimit}
          error={errors.monthlyLimitIdr}
          hint={preview(values.monthlyLimitIdr) ?? t.monthlyLimitHint}
        >
          {text('monthlyLimitIdr', 'key-monthly', { inputMode: 'numeric', autoComplete: 'off' })}
        </Field>
        <Field id="key-webhook" label={t.webhookUrl} error={errors.webhookUrl} hint={t.webhookUrlHint}>
          {text('webhookUrl', 'key-webhook', {
            type: 'url',
            inputMode: 'url',
            placeholder: 'https://',
            autoComplete: 'off',
          })}
        </Field>
        <fieldset className="scopes" aria-describedby={errors.scopes ? 'key-scopes-error' : 'key-scopes-hint'}>
          <legend>{t.scopes}</legend>
          <small className="muted" id="key-scopes-hint">
            {t.scopesHint}
          </small>
          {SCOPES.map((scope) => (
            <label key={scope}>
              <input
                type="checkbox"
                name="scopes"
                value={scope}
                checked={scopes.includes(scope)}
                onChange={(e) => setScopes((s) => (e.target.checked ? [...s, scope] : s.filter((x) => x !== scope)))}
              />
              <span>
                <code>{scope}</code> — {label(t, 'scope_', scope)}
              </span>
            </label>
          ))}
          {errors.scopes ? (
            <small role="alert" className="field-error" id="key-scopes-error">
              {errors.scopes}
            </small>
          ) : null}
        </fieldset>
        <ErrorAlert error={create.failure} />
        <Button type="submit" disabled={create.busy}>
          {t.createKey}
        </Button>
      </form>
    </section>
  );
}

function KeyList() {
  const t = useT(org);
  const c = useT(confirmations);
  const locale = useLocale();
  const { orgId, canManage, testMode } = useOrg();
  const refreshOrg = useRefreshOrg();
  const trpc = useTRPC();
  const query = useQuery(trpc.org.keys.list.queryOptions({ organizationId: orgId, test: testMode }));
  const revoke = useSubmit(trpc.org.keys.revoke.mutationOptions({ onSuccess: refreshOrg }), {
    success: t.revokedNotice,
  });
  const keys = query.data ?? [];
  return (
    <section aria-labelledby="key-list-title">
      <h3 id="key-list-title">{t.keysListTitle}</h3>
      <ErrorAlert error={revoke.failure} />
      <QueryState query={query} empty={keys.length === 0} emptyText={t.noKeys}>
        <DataTable
          caption={t.keysListTitle}
          rows={keys}
          rowKey={(k) => k.id}
          columns={[
            {
              key: 'name',
              header: t.name,
              sortValue: (k) => k.name,
              cell: (k) => (
                <>
                  <strong>{k.name}</strong>
                  <br />
                  {t.prefix}: <code>{k.prefix}</code>
                  {k.webhook_url ? (
                    <>
                      <br />
                      <span className="muted">Webhook: {k.webhook_url}</span>
                    </>
                  ) : null}
                </>
              ),
            },
            {
              key: 'limits',
              header: t.limits,
              nowrap: true,
              sortValue: (k) => k.monthly_limit_idr,
              cell: (k) => (
                <>
                  {rupiah(k.per_order_limit_idr)} <span className="muted">{t.perOrderShort}</span>
                  <br />
                  {rupiah(k.monthly_limit_idr)} <span className="muted">{t.monthlyShort}</span>
                </>
              ),
            },
            {
              key: 'spend',
              header: t.monthSpend,
              sortValue: (k) => k.month_spent_idr,
              cell: (k) => (
                <>
                  {rupiah(k.month_spent_idr)} <span className="muted">({k.month})</span>
                  <br />
                  <meter
                    min={0}
                    max={k.monthly_limit_idr}
                    value={k.month_spent_idr}
                    low={k.monthly_limit_idr * 0.75}
                    high={k.monthly_limit_idr * 0.9}
                    optimum={0}
                    aria-label={`${t.monthSpend} ${k.prefix}`}
                  />{' '}
                  {Math.round((k.month_spent_idr / k.monthly_limit_idr) * 100)}% {t.usedOfLimit}
                </>
              ),
            },
            {
              key: 'lastUsed',
              header: t.lastUsed,
              nowrap: true,
              sortValue: (k) => k.last_used_at,
              cell: (k) => (k.last_used_at ? dateTime(k.last_used_at, locale) : t.never),
            },
            {
              key: 'state',
              header: t.keyState,
              sortValue: (k) => (k.revoked_at ? 1 : 0),
              cell: (k) =>
                k.revoked_at ? (
                  <>
                    <Badge tone="muted">{t.keyRevoked}</Badge>
                    <br />
                    <small className="muted">{dateTime(k.revoked_at, locale)}</small>
                  </>
                ) : (
                  <>
                    <Badge tone="ok">{t.keyActive}</Badge>
                    {canManage ? (
                      <div>
                        <ConfirmButton
                          label={`${t.revoke} ${k.prefix}`}
                          question={fillIn(c.revokeKey, { prefix: k.prefix })}
                          onConfirm={() => revoke.submit({ organizationId: orgId, prefix: k.prefix })}
                          disabled={revoke.busy}
                        />
                      </div>
                    ) : null}
                  </>
                ),
            },
          ]}
        />
      </QueryState>
    </section>
  );
}
