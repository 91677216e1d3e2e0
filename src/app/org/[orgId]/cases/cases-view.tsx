'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { QueryState } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { trpc } from '~/app/_lib/trpc';
import { SimpleStatusBadge } from '~/app/org/[orgId]/_components/badges';
import { orgKey, useOrg } from '~/app/org/[orgId]/_components/org-context';
import { TableScroll } from '~/app/_components/table-scroll';

export function CasesView() {
  const t = useT(org);
  const locale = useLocale();
  const { orgId, testMode } = useOrg();
  const cases = useQuery({
    queryKey: orgKey(orgId, 'cases', testMode),
    queryFn: () => trpc.org.cases.list.query({ organizationId: orgId, test: testMode }),
  });
  const invoices = useQuery({
    queryKey: orgKey(orgId, 'invoices'),
    queryFn: () => trpc.org.cases.invoices.query({ organizationId: orgId }),
  });
  return (
    <div className="stack">
      <h2>{t.casesTitle}</h2>
      <p className="muted">{t.casesIntro}</p>
      <QueryState query={cases} empty={cases.data && cases.data.length === 0} emptyText={t.noCases}>
        <TableScroll>
          <table className="stack-table">
            <thead>
              <tr>
                <th scope="col">{t.caseId}</th>
                <th scope="col">{t.filterStatus}</th>
                <th scope="col">{t.area}</th>
                <th scope="col">{t.bidCount}</th>
                <th scope="col">{t.invoice}</th>
                <th scope="col">{t.created}</th>
              </tr>
            </thead>
            <tbody>
              {cases.data?.map((c) => (
                <tr key={c.id}>
                  <td data-label={t.caseId}>
                    <Link href={`/org/${orgId}/cases/${c.id}`}>{c.id}</Link>
                    <div className="muted">{c.story.length > 90 ? `${c.story.slice(0, 90)}…` : c.story}</div>
                  </td>
                  <td data-label={t.filterStatus}>
                    <SimpleStatusBadge prefix="caseStatus_" status={c.status} />
                  </td>
                  <td data-label={t.area}>
                    {c.area ?? t.none}
                    {c.urgency ? <div className="muted">{c.urgency}</div> : null}
                  </td>
                  <td data-label={t.bidCount}>{c.bid_count}</td>
                  <td data-label={t.invoice} className="nowrap">
                    {c.invoice ? (
                      <>
                        {rupiah(c.invoice.amount_idr)}{' '}
                        <SimpleStatusBadge prefix="invoiceStatus_" status={c.invoice.status} />
                      </>
                    ) : (
                      t.none
                    )}
                  </td>
                  <td data-label={t.created} className="nowrap">
                    {dateTime(c.created_at, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </QueryState>

      <section aria-labelledby="invoices-title">
        <h2 id="invoices-title">{t.invoicesTitle}</h2>
        <QueryState query={invoices} empty={invoices.data && invoices.data.length === 0} emptyText={t.noInvoices}>
          <TableScroll>
            <table className="stack-table">
              <thead>
                <tr>
                  <th scope="col">{t.invoice}</th>
                  <th scope="col">{t.caseId}</th>
                  <th scope="col">{t.practitioner}</th>
                  <th scope="col">{t.amount}</th>
                  <th scope="col">{t.filterStatus}</th>
                  <th scope="col">{t.created}</th>
                </tr>
              </thead>
              <tbody>
                {invoices.data?.map((i) => (
                  <tr key={i.id}>
                    <td data-label={t.invoice}>
                      <code>{i.id}</code>
                    </td>
                    <td data-label={t.caseId}>
                      <Link href={`/org/${orgId}/cases/${i.case_id}`}>{i.case_id}</Link>
                    </td>
                    <td data-label={t.practitioner}>{i.practitioner_name}</td>
                    <td data-label={t.amount} className="nowrap">
                      {rupiah(i.amount_idr)}
                    </td>
                    <td data-label={t.filterStatus}>
                      <SimpleStatusBadge prefix="invoiceStatus_" status={i.status} />
                      {i.paid_at ? <div className="muted">{dateTime(i.paid_at, locale)}</div> : null}
                    </td>
                    <td data-label={t.created} className="nowrap">
                      {dateTime(i.created_at, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </QueryState>
      </section>
    </div>
  );
}
