'use client';

import { dateColumn } from '~/app/_components/data-table/columns';
import { DataTable } from '~/app/_components/data-table/data-table';
import { Select } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListFilters } from '~/app/_components/list-filters';
import { listFilters } from '~/app/_i18n/messages/list-filters';
import type { ListFilter } from '~/shared/dashboard/list-filter';
import Link from 'next/link';
import { QueryState } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { SimpleStatusBadge, label } from '~/app/org/[orgId]/_components/badges';
import { useOrg } from '~/app/org/[orgId]/_components/org-context';
import { LoadMore } from '~/app/org/[orgId]/_components/load-more';
import { nextCursor } from '~/app/_lib/paging';
import { orgInvoiceListInput, type InvoiceStatus } from './invoice-list';

const CASE_STATUSES = ['terbuka', 'dipilih', 'ditutup'] as const;
type CaseStatus = (typeof CASE_STATUSES)[number];

export function CasesView() {
  const t = useT(org);
  const locale = useLocale();
  const { orgId, testMode } = useOrg();
  const trpc = useTRPC();
  const lf = useT(listFilters);
  const [filter, setFilter] = useState<ListFilter>({});
  const [status, setStatus] = useState<CaseStatus | null>(null);
  const cases = useQuery(
    trpc.org.cases.list.queryOptions(
      { organizationId: orgId, test: testMode, ...filter, status: status ?? undefined },
      // The filtered list replaces the shown one only when it arrives: no flash of "loading" while typing.
      { placeholderData: keepPreviousData },
    ),
  );
  const [invoiceFilter, setInvoiceFilter] = useState<ListFilter>({});
  const [invoiceStatus, setInvoiceStatus] = useState<InvoiceStatus | null>(null);
  const invoices = useInfiniteQuery(
    trpc.org.cases.invoices.infiniteQueryOptions(orgInvoiceListInput(orgId, testMode, invoiceStatus, invoiceFilter), {
      getNextPageParam: nextCursor,
      placeholderData: keepPreviousData,
    }),
  );
  const invoiceRows = invoices.data?.pages.flatMap((p) => p.data) ?? [];
  const invoicesFiltered = Boolean(invoiceStatus || invoiceFilter.search || invoiceFilter.from || invoiceFilter.to);
  return (
    <div className="stack">
      <h2>{t.casesTitle}</h2>
      <p className="muted">{t.casesIntro}</p>
      <ListFilters
        id="cases"
        value={filter}
        onChange={setFilter}
        searchPlaceholder={lf.casesSearch}
        active={status != null}
        onClear={() => setStatus(null)}
      >
        <Select
          id="case-status-filter"
          label={t.filterStatus}
          value={status}
          placeholder={lf.anyStatus}
          clearable
          data={CASE_STATUSES.map((v) => ({ value: v, label: label(t, 'caseStatus_', v) }))}
          onChange={(value) => setStatus((value as CaseStatus | null) ?? null)}
          w={200}
        />
      </ListFilters>
      <QueryState query={cases} empty={cases.data && cases.data.length === 0} emptyText={t.noCases}>
        <DataTable
          caption={t.casesTitle}
          rows={cases.data ?? []}
          rowKey={(c) => c.id}
          columns={[
            {
              key: 'c0',
              header: t.caseId,
              sortValue: (c) => c.id,
              cell: (c) => (
                <>
                  <Link href={`/org/${orgId}/cases/${c.id}`}>{c.id}</Link>
                  <div className="muted">{c.story.length > 90 ? `${c.story.slice(0, 90)}…` : c.story}</div>
                </>
              ),
            },
            {
              key: 'c1',
              header: t.filterStatus,
              cell: (c) => <SimpleStatusBadge prefix="caseStatus_" status={c.status} />,
            },
            {
              key: 'c2',
              header: t.area,
              cell: (c) => (
                <>
                  {c.area ?? t.none}
                  {c.urgency ? <div className="muted">{c.urgency}</div> : null}
                </>
              ),
            },
            { key: 'c3', header: t.bidCount, sortValue: (c) => c.bid_count, cell: (c) => c.bid_count },
            {
              key: 'c4',
              header: t.invoice,
              nowrap: true,
              cell: (c) => (
                <>
                  {c.invoice ? (
                    <>
                      {rupiah(c.invoice.amount_idr)}{' '}
                      <SimpleStatusBadge prefix="invoiceStatus_" status={c.invoice.status} />
                    </>
                  ) : (
                    t.none
                  )}
                </>
              ),
            },
            dateColumn('c5', t.created, 'created_at', locale),
          ]}
        />
      </QueryState>

      <section aria-labelledby="invoices-title">
        <h2 id="invoices-title">{t.invoicesTitle}</h2>
        <ListFilters
          id="invoices"
          value={invoiceFilter}
          onChange={setInvoiceFilter}
          searchPlaceholder={lf.orgInvoicesSearch}
          label={lf.invoicesFiltersLabel}
          active={invoiceStatus != null}
          onClear={() => setInvoiceStatus(null)}
        >
          <Select
            id="invoice-status-filter"
            label={t.filterStatus}
            value={invoiceStatus}
            placeholder={lf.anyStatus}
            clearable
            data={(['belum_dibayar', 'lunas'] as const).map((v) => ({
              value: v,
              label: label(t, 'invoiceStatus_', v),
            }))}
            onChange={(value) => setInvoiceStatus((value as InvoiceStatus | null) ?? null)}
            w={200}
          />
        </ListFilters>
        <QueryState
          query={invoices}
          empty={invoiceRows.length === 0}
          emptyText={invoicesFiltered ? lf.noMatch : t.noInvoices}
        >
          <DataTable
            caption={t.invoicesTitle}
            rows={invoiceRows}
            rowKey={(i) => i.id}
            columns={[
              {
                key: 'c0',
                header: t.invoice,
                sortValue: (i) => i.id,
                cell: (i) => <code>{i.id}</code>,
              },
              {
                key: 'c1',
                header: t.caseId,
                sortValue: (i) => i.case_id,
                cell: (i) => <Link href={`/org/${orgId}/cases/${i.case_id}`}>{i.case_id}</Link>,
              },
              {
                key: 'c2',
                header: t.practitioner,
                sortValue: (i) => i.practitioner_name,
                cell: (i) => i.practitioner_name,
              },
              {
                key: 'c3',
                header: t.amount,
                nowrap: true,
                sortValue: (i) => i.amount_idr,
                cell: (i) => rupiah(i.amount_idr),
              },
              {
                key: 'c4',
                header: t.filterStatus,
                cell: (i) => (
                  <>
                    <SimpleStatusBadge prefix="invoiceStatus_" status={i.status} />
                    {i.paid_at ? <div className="muted">{dateTime(i.paid_at, locale)}</div> : null}
                  </>
                ),
              },
              dateColumn('c5', t.created, 'created_at', locale),
            ]}
            footer={<LoadMore query={invoices} />}
          />
        </QueryState>
      </section>
    </div>
  );
}
