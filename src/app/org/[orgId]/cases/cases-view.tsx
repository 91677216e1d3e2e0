'use client';

import { dateColumn } from '~/app/_components/data-table/columns';
import { DataTable } from '~/app/_components/data-table/data-table';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { QueryState } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { SimpleStatusBadge } from '~/app/org/[orgId]/_components/badges';
import { useOrg } from '~/app/org/[orgId]/_components/org-context';

export function CasesView() {
  const t = useT(org);
  const locale = useLocale();
  const { orgId, testMode } = useOrg();
  const trpc = useTRPC();
  const cases = useQuery(trpc.org.cases.list.queryOptions({ organizationId: orgId, test: testMode }));
  const invoices = useQuery(trpc.org.cases.invoices.queryOptions({ organizationId: orgId, test: testMode }));
  return (
    <div className="stack">
      <h2>{t.casesTitle}</h2>
      <p className="muted">{t.casesIntro}</p>
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
        <QueryState query={invoices} empty={invoices.data && invoices.data.length === 0} emptyText={t.noInvoices}>
          <DataTable
            caption={t.invoicesTitle}
            rows={invoices.data ?? []}
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
          />
        </QueryState>
      </section>
    </div>
  );
}
