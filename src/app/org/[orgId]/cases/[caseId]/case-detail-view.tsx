'use client';

import { DataTable } from '~/app/_components/data-table/data-table';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { ConfirmButton, ErrorAlert, QueryState } from '~/app/_components/ui';
import { confirmations, fillIn } from '~/app/_i18n/messages/confirmations';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { SimpleStatusBadge } from '~/app/org/[orgId]/_components/badges';
import { useOrg, useRefreshOrg } from '~/app/org/[orgId]/_components/org-context';
import { InvoicePayment } from './invoice-payment';
import { useSubmit } from '~/app/_lib/use-submit';

export function CaseDetailView({ caseId }: { caseId: string }) {
  const t = useT(org);
  const c = useT(confirmations);
  const locale = useLocale();
  const { orgId, canManage } = useOrg();
  const trpc = useTRPC();
  const refreshOrg = useRefreshOrg();
  const query = useQuery(trpc.org.cases.detail.queryOptions({ organizationId: orgId, caseId }));
  const select = useSubmit(trpc.org.cases.selectBid.mutationOptions({ onSuccess: refreshOrg }));
  const data = query.data;
  return (
    <div className="stack">
      <p>
        <Link href={`/org/${orgId}/cases`}>{t.backToCases}</Link>
      </p>
      <QueryState query={query}>
        {data ? (
          <>
            <section aria-labelledby="case-title">
              <h2 id="case-title">
                {t.casesTitle} <code>{data.id}</code>
              </h2>
              <p>
                <SimpleStatusBadge prefix="caseStatus_" status={data.status} />
              </p>
              <dl className="dl-grid">
                <dt>{t.contact}</dt>
                <dd>
                  {data.contact_name} · {data.contact_email}
                  {data.contact_phone ? ` · ${data.contact_phone}` : ''}
                </dd>
                <dt>{t.area}</dt>
                <dd>{data.area ?? t.none}</dd>
                <dt>{t.urgency}</dt>
                <dd>{data.urgency ?? t.none}</dd>
                <dt>{t.budgetRange}</dt>
                <dd>{data.budget_range ?? t.none}</dd>
                <dt>{t.created}</dt>
                <dd>{dateTime(data.created_at, locale)}</dd>
                <dt>{t.story}</dt>
                <dd className="pre">{data.story}</dd>
              </dl>
            </section>

            {data.invoice ? (
              <section className="card" aria-labelledby="invoice-title">
                <h3 id="invoice-title">
                  {t.invoice} <code>{data.invoice.id}</code>
                </h3>
                <p className="big-number">{rupiah(data.invoice.amount_idr)}</p>
                <p>
                  <SimpleStatusBadge prefix="invoiceStatus_" status={data.invoice.status} /> ·{' '}
                  {dateTime(data.invoice.created_at, locale)}
                </p>
                {data.payment ? <InvoicePayment payment={data.payment} /> : null}
              </section>
            ) : null}

            <section aria-labelledby="bids-title">
              <h3 id="bids-title">{t.bidsTitle}</h3>
              {data.status === 'terbuka' && canManage && data.bids.length > 0 ? (
                <p className="muted">{t.selectBidHelp}</p>
              ) : null}
              <ErrorAlert error={select.failure} />
              {data.bids.length === 0 ? (
                <p className="empty">{t.noBids}</p>
              ) : (
                <DataTable
                  caption={t.bidsTitle}
                  rows={data.bids}
                  rowKey={(b) => b.bid_id}
                  columns={[
                    {
                      key: 'c0',
                      header: t.practitioner,
                      sortValue: (b) => b.practitioner_name,
                      cell: (b) => (
                        <>
                          {b.practitioner_name}
                          <div className="muted">{dateTime(b.created_at, locale)}</div>
                        </>
                      ),
                    },
                    {
                      key: 'c1',
                      header: t.amount,
                      nowrap: true,
                      sortValue: (b) => b.amount_idr,
                      cell: (b) => rupiah(b.amount_idr),
                    },
                    {
                      key: 'c2',
                      header: t.estimatedDays,
                      nowrap: true,
                      sortValue: (b) => b.estimated_days,
                      cell: (b) => (
                        <>
                          {b.estimated_days} {t.days}
                        </>
                      ),
                    },
                    { key: 'c3', header: t.bidMessage, sortValue: (b) => b.message, cell: (b) => b.message },
                    {
                      key: 'c4',
                      header: t.filterStatus,
                      cell: (b) => (
                        <>
                          <SimpleStatusBadge prefix="bidStatus_" status={b.status} />
                          {data.status === 'terbuka' && canManage && b.status === 'aktif' ? (
                            <div>
                              <ConfirmButton
                                label={`${t.selectBid} (${rupiah(b.amount_idr)})`}
                                question={fillIn(c.selectBid, { amount: rupiah(b.amount_idr) })}
                                danger={false}
                                disabled={select.busy}
                                onConfirm={() => select.submit({ organizationId: orgId, caseId, bidId: b.bid_id })}
                              />
                            </div>
                          ) : null}
                        </>
                      ),
                    },
                  ]}
                />
              )}
            </section>
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
