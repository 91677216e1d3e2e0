'use client';

import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dateColumn } from '~/app/_components/data-table/columns';
import { DataTable } from '~/app/_components/data-table/data-table';
import { QueryState } from '~/app/_components/ui';
import { earnings } from '~/app/_i18n/messages/earnings';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, monthName, rupiah } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';

/** What the practitioner has earned (per month, per order or invoice) and what has been paid out to them. */
export function EarningsView() {
  const t = useT(earnings);
  const locale = useLocale();
  const trpc = useTRPC();
  const query = useQuery(trpc.practitioner.earnings.queryOptions());
  const data = query.data;
  return (
    <QueryState query={query}>
      {data ? (
        <div className="stack">
          <section aria-labelledby="earnings-title">
            <h2 id="earnings-title">{t.title}</h2>
            <p className="muted">{t.intro}</p>
            <div className="cards" data-testid="earnings-totals">
              <section className="card" aria-labelledby="earned-title">
                <h3 id="earned-title">{t.earned}</h3>
                <Text fz="1.5rem" fw={700} my={4}>
                  {rupiah(data.earned_idr)}
                </Text>
              </section>
              <section className="card" aria-labelledby="paid-out-title">
                <h3 id="paid-out-title">{t.paidOut}</h3>
                <Text fz="1.5rem" fw={700} my={4}>
                  {rupiah(data.paid_out_idr)}
                </Text>
              </section>
              <section className="card" aria-labelledby="owed-title">
                <h3 id="owed-title">{t.owed}</h3>
                <Text fz="1.5rem" fw={700} my={4}>
                  {rupiah(data.balance_idr)}
                </Text>
              </section>
            </div>
          </section>

          <section aria-labelledby="months-title">
            <h3 id="months-title">{t.perMonth}</h3>
            {data.months.length === 0 ? (
              <p className="empty">{t.noMonths}</p>
            ) : (
              <DataTable
                caption={t.perMonth}
                rows={data.months}
                rowKey={(m) => m.month}
                columns={[
                  { key: 'month', header: t.month, sortValue: (m) => m.month, cell: (m) => monthName(m.month, locale) },
                  {
                    key: 'earned',
                    header: t.earned,
                    nowrap: true,
                    sortValue: (m) => m.earned_idr,
                    cell: (m) => rupiah(m.earned_idr),
                  },
                  { key: 'credits', header: t.credits, sortValue: (m) => m.credits, cell: (m) => m.credits },
                  {
                    key: 'paidOut',
                    header: t.paidOut,
                    nowrap: true,
                    sortValue: (m) => m.paid_out_idr,
                    cell: (m) => rupiah(m.paid_out_idr),
                  },
                ]}
              />
            )}
          </section>

          <section aria-labelledby="credits-title">
            <h3 id="credits-title">{t.perOrder}</h3>
            {data.credits.length === 0 ? (
              <p className="empty">{t.noCredits}</p>
            ) : (
              <DataTable
                caption={t.perOrder}
                rows={data.credits}
                rowKey={(c) => c.transaction_id}
                columns={[
                  dateColumn('when', t.when, 'at', locale),
                  {
                    key: 'source',
                    header: t.source,
                    cell: (c) =>
                      c.order_id ? (
                        <>
                          {c.service_name ?? t.fromOrder}
                          <Text size="xs" c="dimmed" ff="monospace">
                            {c.order_id}
                          </Text>
                        </>
                      ) : (
                        <>
                          {t.fromInvoice}
                          <Text size="xs" c="dimmed" ff="monospace">
                            {c.invoice_id ?? '—'}
                          </Text>
                        </>
                      ),
                  },
                  {
                    key: 'amount',
                    header: t.amount,
                    nowrap: true,
                    sortValue: (c) => c.amount_idr,
                    cell: (c) => <span className="amount-in">{rupiah(c.amount_idr)}</span>,
                  },
                ]}
              />
            )}
          </section>

          <section aria-labelledby="payouts-title">
            <h3 id="payouts-title">{t.payouts}</h3>
            {data.payouts.length === 0 ? (
              <p className="empty">{t.noPayouts}</p>
            ) : (
              <ul>
                {data.payouts.map((p) => (
                  <li key={p.transaction_id}>
                    {dateTime(p.at, locale)} · {rupiah(p.amount_idr)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : null}
    </QueryState>
  );
}
