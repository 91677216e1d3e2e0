'use client';

import { Button, Group, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DataTable } from '~/app/_components/data-table/data-table';
import { ConfirmButton, ErrorAlert, QueryState } from '~/app/_components/ui';
import { common } from '~/app/_i18n/messages/common';
import { confirmations, fillIn } from '~/app/_i18n/messages/confirmations';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { Badge } from '~/app/org/[orgId]/_components/badges';
import { CopyButton } from '~/app/org/[orgId]/_components/copy-button';
import { useOrg, useRefreshOrg } from '~/app/org/[orgId]/_components/org-context';
import { useSubmit } from '~/app/_lib/use-submit';
import { CreateKeyForm, type CreatedKey } from './create-key-form';

export function KeysView() {
  const t = useT(org);
  const c = useT(common);
  const { canManage, status, testMode } = useOrg();
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [creating, setCreating] = useState(false);
  // Test keys: for pending organizations too (a team builds before approval), never for rejected ones.
  const mayCreate = status === 'approved' || (testMode && status === 'pending');
  const title = testMode ? t.createTestKeyTitle : t.createKeyTitle;
  return (
    <div className="stack">
      <Group justify="space-between" align="center" wrap="wrap">
        <h2>{t.keysTitle}</h2>
        {canManage && mayCreate ? (
          <Button onClick={() => setCreating(true)}>{testMode ? t.newTestKey : t.newKey}</Button>
        ) : null}
      </Group>
      <p>{t.keysIntro}</p>
      <p className="muted">{t.webhookSecretNote}</p>
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : null}
      {!canManage ? (
        <p className="notice">{t.keysAdminOnly}</p>
      ) : !mayCreate ? (
        <p className="notice" role="note">
          {t.keysNeedApproval}
        </p>
      ) : null}
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={title}
        size="lg"
        closeButtonProps={{ 'aria-label': c.cancel }}
      >
        <CreateKeyForm
          onCancel={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      </Modal>
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
