'use client';

import { Select } from '@mantine/core';
import { DataTable } from '~/app/_components/data-table/data-table';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListFilters } from '~/app/_components/list-filters';
import { listFilters } from '~/app/_i18n/messages/list-filters';
import { nextCursor } from '~/app/_lib/paging';
import { LoadMore } from '~/app/org/[orgId]/_components/load-more';
import type { ListFilter } from '~/shared/dashboard/list-filter';
import { invoiceListInput, type InvoiceStatus } from './invoice-list';
import { ConfirmButton, ErrorAlert, QueryState } from '~/app/_components/ui';
import { confirmations, fillIn } from '~/app/_i18n/messages/confirmations';
import { staff } from '~/app/_i18n/messages/staff';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { Notice } from '~/app/staf/_components/bits';
import { useSubmit } from '~/app/_lib/use-submit';

/** Case invoices; marking one paid credits the selected practitioner's earnings, once. */
export function InvoicesView() {
  const trpc = useTRPC();
  const t = useT(staff);
  const c = useT(confirmations);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const lf = useT(listFilters);
  const [status, setStatus] = useState<InvoiceStatus | null>('belum_dibayar');
  const [filter, setFilter] = useState<ListFilter>({});
  const [notice, setNotice] = useState<string | null>(null);
  const list = useInfiniteQuery(
    trpc.staff.finance.invoices.list.infiniteQueryOptions(invoiceListInput(status, filter), {
      getNextPageParam: nextCursor,
      // The filtered list replaces the shown one only when it arrives: no flash of "loading" while typing.
      placeholderData: keepPreviousData,
    }),
  );
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  const filtered = Boolean(filter.search || filter.from || filter.to);
  const markPaid = useSubmit(
    trpc.staff.finance.invoices.markPaid.mutationOptions({
      onSuccess: (paid) => setNotice(`${t.markedPaid} (${paid.id})`),
      onSettled: () => queryClient.invalidateQueries(trpc.staff.finance.invoices.pathFilter()),
    }),
  );
  return (
    <section aria-labelledby="invoices-title">
      <h1 id="invoices-title">{t.invoicesTitle}</h1>
      <ListFilters
        id="invoices"
        value={filter}
        onChange={setFilter}
        searchPlaceholder={lf.invoicesSearch}
        active={status !== 'belum_dibayar'}
        onClear={() => setStatus('belum_dibayar')}
      >
        <Select
          id="invoice-status"
          label={t.filter}
          value={status}
          placeholder={t.all}
          clearable
          data={[
            { value: 'belum_dibayar', label: t.inv_belum_dibayar },
            { value: 'lunas', label: t.inv_lunas },
          ]}
          onChange={(value) => setStatus((value as InvoiceStatus | null) ?? null)}
          w={220}
        />
      </ListFilters>
      <Notice text={notice} />
      <ErrorAlert error={markPaid.failure} />
      <QueryState query={list} empty={rows.length === 0} emptyText={filtered ? lf.noMatch : t.noInvoices}>
        <DataTable
          caption={t.invoicesTitle}
          rows={rows}
          rowKey={(inv) => inv.id}
          columns={[
            {
              key: 'c0',
              header: t.invoice,
              sortValue: (inv) => inv.id,
              cell: (inv) => (
                <>
                  <code>{inv.id}</code>
                  <br />
                  <span className="muted">
                    {t.case} <code>{inv.case_id}</code> · {dateTime(inv.created_at, locale)}
                  </span>
                </>
              ),
            },
            {
              key: 'c1',
              header: t.organization,
              sortValue: (inv) => inv.organization_name,
              cell: (inv) => (
                <>
                  {inv.organization_name}
                  <br />
                  <code>{inv.organization_id}</code>
                </>
              ),
            },
            {
              key: 'c2',
              header: t.practitioner,
              sortValue: (inv) => inv.practitioner_name,
              cell: (inv) => inv.practitioner_name,
            },
            { key: 'c3', header: t.amount, sortValue: (inv) => inv.amount_idr, cell: (inv) => rupiah(inv.amount_idr) },
            {
              key: 'c4',
              header: t.status,
              cell: (inv) => (
                <>
                  <span className="badge">{t[`inv_${inv.status}`]}</span>
                  {inv.paid_at ? (
                    <>
                      <br />
                      <span className="muted">
                        {t.paidAt}: {dateTime(inv.paid_at, locale)}
                      </span>
                    </>
                  ) : null}
                </>
              ),
            },
            {
              key: 'c5',
              header: t.actions,
              cell: (inv) => (
                <>
                  {inv.status === 'belum_dibayar' ? (
                    <ConfirmButton
                      label={t.markPaid}
                      question={fillIn(c.markPaid, { invoice: inv.id })}
                      danger={false}
                      disabled={markPaid.busy}
                      onConfirm={() => markPaid.submit({ invoiceId: inv.id })}
                    />
                  ) : (
                    t.notSet
                  )}
                </>
              ),
            },
          ]}
          footer={<LoadMore query={list} />}
        />
      </QueryState>
    </section>
  );
}
