'use client';

import { Alert, Button } from '@mantine/core';
import styles from '~/app/_components/layout.module.css';
import { DataTable } from '~/app/_components/data-table/data-table';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { organizationIdInput, recordTransferInput } from '~/shared/dashboard/staff-inputs';
import { ListFilters } from '~/app/_components/list-filters';
import { ErrorAlert, Field, QueryState } from '~/app/_components/ui';
import { account } from '~/app/_i18n/messages/account';
import { listFilters } from '~/app/_i18n/messages/list-filters';
import { staff } from '~/app/_i18n/messages/staff';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { describeError } from '~/app/_lib/error-messages';
import { useTRPC } from '~/app/_lib/trpc';
import { useSubmit } from '~/app/_lib/use-submit';
import { formStrings, invalidProps, parseRupiah, validate, type FieldErrors } from '~/app/_lib/forms';
import { Notice } from '~/app/staf/_components/bits';
import type { ListFilter } from '~/shared/dashboard/list-filter';

/** Finance records a bank transfer: the organization from the transfer note, the amount, the bank reference. */
export function TransferView() {
  const trpc = useTRPC();
  const t = useT(staff);
  const a = useT(account);
  const lf = useT(listFilters);
  const locale = useLocale();
  const [filter, setFilter] = useState<ListFilter>({});
  const [orgId, setOrgId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  // A reference recorded before is not a success: it is said beside the form, in amber, and nothing was credited.
  const [duplicate, setDuplicate] = useState(false);
  const lookupReady = organizationIdInput.safeParse({ organizationId: orgId }).success;
  const lookup = useQuery(
    trpc.staff.finance.transfers.organization.queryOptions(
      { organizationId: orgId.trim() },
      { enabled: lookupReady, retry: false },
    ),
  );
  // A mistyped id names no organization: said at once, in words, and the form is not sent.
  const lookupError = lookupReady && lookup.error ? describeError(lookup.error, locale) : null;
  const noSuchOrg = lookupError?.code === 'NOT_FOUND';
  // Unfiltered, the query is the one the page prefetched on the server (same key: no input).
  const filtered = Boolean(filter.search || filter.from || filter.to);
  const transfers = useQuery(trpc.staff.finance.transfers.list.queryOptions(filtered ? filter : undefined));
  const record = useSubmit(
    trpc.staff.finance.transfers.record.mutationOptions({
      onSuccess: (result) => {
        setDuplicate(result.already_recorded);
        if (!result.already_recorded) setNotice(t.recorded.replace('{amount}', rupiah(result.deposit_idr ?? 0)));
      },
    }),
    { invalidate: [trpc.staff.pathFilter()] },
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const v = formStrings(form);
    const checked = validate(
      recordTransferInput,
      { organizationId: v.organizationId ?? '', amountIdr: parseRupiah(v.amountIdr), reference: v.reference ?? '' },
      locale,
    );
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    if (noSuchOrg) {
      setErrors({ organizationId: t.noSuchOrg });
      return;
    }
    setErrors({});
    setNotice(null);
    setDuplicate(false);
    // Recorded now or before, the transfer is in the books: the form is cleared for the next one.
    await record.submit(checked.data, () => {
      form.reset();
      setOrgId('');
    });
  }

  return (
    <>
      <section aria-labelledby="transfer-title">
        <h1 id="transfer-title">{t.transferTitle}</h1>
        <p className="muted">{t.transferIntro}</p>
        <form onSubmit={submit} noValidate className="card">
          <Field id="transfer-org" label={t.orgId} error={errors.organizationId}>
            <input
              id="transfer-org"
              name="organizationId"
              autoComplete="off"
              spellCheck={false}
              placeholder="org_…"
              value={orgId}
              onChange={(e) => {
                setOrgId(e.target.value);
                setErrors(({ organizationId: _typed, ...rest }) => rest);
              }}
              {...invalidProps('transfer-org', errors.organizationId)}
            />
          </Field>
          <div aria-live="polite" className={styles.liveBelow}>
            {lookupReady && lookup.data ? (
              <p className={`muted ${styles.flush}`}>
                {t.orgLookup}: <strong>{lookup.data.name}</strong>{' '}
                <span className="badge">{a[lookup.data.status]}</span> · {t.deposit} {rupiah(lookup.data.deposit_idr)} ·{' '}
                {t.escrow} {rupiah(lookup.data.escrow_idr)}
              </p>
            ) : null}
            {lookupError && !errors.organizationId ? (
              <p className={`field-error ${styles.flush}`}>{noSuchOrg ? t.noSuchOrg : lookupError.message}</p>
            ) : null}
          </div>
          <Field id="transfer-amount" label={t.amountIdr} hint={t.amountHint} error={errors.amountIdr}>
            <input
              id="transfer-amount"
              name="amountIdr"
              inputMode="numeric"
              autoComplete="off"
              {...invalidProps('transfer-amount', errors.amountIdr)}
            />
          </Field>
          <Field id="transfer-reference" label={t.reference} error={errors.reference}>
            <input
              id="transfer-reference"
              name="reference"
              autoComplete="off"
              spellCheck={false}
              {...invalidProps('transfer-reference', errors.reference)}
            />
          </Field>
          <Notice text={notice} />
          {duplicate ? (
            <Alert color="yellow" role="alert" mb="sm">
              {t.alreadyRecorded}
            </Alert>
          ) : null}
          <ErrorAlert error={record.failure} />
          <Button type="submit" disabled={record.busy}>
            {t.recordTransfer}
          </Button>
        </form>
      </section>
      <section aria-labelledby="recent-title">
        <h2 id="recent-title">{t.recentTransfers}</h2>
        <ListFilters id="transfers" value={filter} onChange={setFilter} searchPlaceholder={lf.transfersSearch} />
        <QueryState query={transfers} empty={transfers.data?.length === 0} emptyText={t.noTransfers}>
          <DataTable
            caption={t.recentTransfers}
            rows={transfers.data ?? []}
            rowKey={(tr) => tr.reference}
            columns={[
              {
                key: 'c0',
                header: t.reference,
                sortValue: (tr) => tr.reference,
                cell: (tr) => <code>{tr.reference}</code>,
              },
              {
                key: 'c1',
                header: t.organization,
                sortValue: (tr) => tr.organization_name,
                cell: (tr) => (
                  <>
                    {tr.organization_name}
                    <br />
                    <code>{tr.organization_id}</code>
                  </>
                ),
              },
              { key: 'c2', header: t.amount, sortValue: (tr) => tr.amount_idr, cell: (tr) => rupiah(tr.amount_idr) },
              { key: 'c3', header: t.recordedBy, cell: (tr) => tr.recorded_by ?? t.notSet },
              {
                key: 'c4',
                header: t.created,
                sortValue: (tr) => tr.created_at,
                cell: (tr) => dateTime(tr.created_at, locale),
              },
            ]}
          />
        </QueryState>
      </section>
    </>
  );
}
