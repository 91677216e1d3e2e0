'use client';

import { Button } from '@mantine/core';
import styles from '~/app/_components/layout.module.css';
import { DataTable } from '~/app/_components/data-table/data-table';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmButton, ErrorAlert, QueryState } from '~/app/_components/ui';
import { confirmations, fillIn } from '~/app/_i18n/messages/confirmations';
import { staff } from '~/app/_i18n/messages/staff';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { useSubmit } from '~/app/_lib/use-submit';

type Revealed = { prefix: string; organization_id: string; webhook_secret: string };

/**
 * Finds an API key and reveals its webhook secret. The secret lives only in this component's state for
 * the click that fetched it (no query or mutation cache keeps it): every reveal is a new, audited call.
 */
export function SecretsView({ initialQuery = '' }: { initialQuery?: string }) {
  const trpc = useTRPC();
  const t = useT(staff);
  const c = useT(confirmations);
  const locale = useLocale();
  const [q, setQ] = useState(initialQuery);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [copied, setCopied] = useState(false);
  const keys = useQuery(trpc.staff.operator.keys.list.queryOptions({ q: q || undefined }));
  const revealSecret = useSubmit(trpc.staff.operator.keys.revealSecret.mutationOptions({ onSuccess: setRevealed }));

  async function reveal(prefix: string) {
    setRevealed(null);
    setCopied(false);
    await revealSecret.submit({ prefix });
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  }

  return (
    <section aria-labelledby="secrets-title">
      <h1 id="secrets-title">{t.navSecrets}</h1>
      <p className="muted">{t.revealNote}</p>
      <form onSubmit={search} className={`row ${styles.searchRow}`} role="search">
        <div className={`field ${styles.grow}`}>
          <label htmlFor="key-search">{t.searchKeys}</label>
          <input id="key-search" name="q" defaultValue={q} autoComplete="off" />
        </div>
        <Button variant="default" type="submit">
          {t.search}
        </Button>
      </form>
      {revealed ? (
        <div className={`notice ${styles.spacedBelow}`} role="region" aria-label={`${t.secretFor} ${revealed.prefix}`}>
          <p className={styles.flushTop}>
            {t.secretFor} <code>{revealed.prefix}</code> ({revealed.organization_id})
          </p>
          <p>
            <code data-testid="webhook-secret" className={styles.bigCode}>
              {revealed.webhook_secret}
            </code>
          </p>
          <div className="row">
            <Button
              variant="default"

              onClick={async () => {
                await navigator.clipboard?.writeText(revealed.webhook_secret);
                setCopied(true);
              }}
            >
              {copied ? t.copied : t.copy}
            </Button>
            <Button variant="default" onClick={() => setRevealed(null)}>
              {t.hide}
            </Button>
          </div>
        </div>
      ) : null}
      <ErrorAlert error={revealSecret.failure} />
      <QueryState query={keys} empty={keys.data?.length === 0} emptyText={t.noKeys}>
        <DataTable
          caption={t.navSecrets}
          rows={keys.data ?? []}
          rowKey={(k) => k.prefix}
          columns={[
            {
              key: 'c0',
              header: t.prefix,
              sortValue: (k) => k.prefix,
              cell: (k) => (
                <>
                  <code>{k.prefix}</code>
                  {k.revoked_at ? (
                    <>
                      {' '}
                      <span className="badge">{t.revoked}</span>
                    </>
                  ) : null}
                </>
              ),
            },
            { key: 'c1', header: t.keyName, sortValue: (k) => k.name, cell: (k) => k.name },
            {
              key: 'c2',
              header: t.organization,
              sortValue: (k) => k.organization_name,
              cell: (k) => (
                <>
                  {k.organization_name}
                  <br />
                  <code>{k.organization_id}</code>
                </>
              ),
            },
            {
              key: 'c3',
              header: t.created,
              sortValue: (k) => k.created_at,
              cell: (k) => dateTime(k.created_at, locale),
            },
            {
              key: 'c4',
              header: t.actions,
              cell: (k) => (
                <>
                  <ConfirmButton
                    label={t.reveal}
                    question={fillIn(c.revealSecret, { prefix: k.prefix })}
                    danger={false}
                    disabled={revealSecret.busy}
                    onConfirm={() => reveal(k.prefix)}
                  />
                </>
              ),
            },
          ]}
        />
      </QueryState>
    </section>
  );
}
