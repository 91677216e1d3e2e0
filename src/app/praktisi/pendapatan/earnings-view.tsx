'use client';

import { useQuery } from '@tanstack/react-query';
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
                <p>{rupiah(data.earned_idr)}</p>
              </section>
              <section className="card" aria-labelledby="paid-out-title">
                <h3 id="paid-out-title">{t.paidOut}</h3>
                <p>{rupiah(data.paid_out_idr)}</p>
              </section>
              <section className="card" aria-labelledby="owed-title">
                <h3 id="owed-title">{t.owed}</h3>
                <p>
                  <strong>{rupiah(data.balance_idr)}</strong>
                </p>
              </section>
            </div>
          </section>

          <section aria-labelledby="months-title">
            <h3 id="months-title">{t.perMonth}</h3>
            {data.months.length === 0 ? (
              <p className="empty">{t.noMonths}</p>
            ) : (
              <div className="table-wrap">
                <table className="stack-table">
                  <thead>
                    <tr>
                      <th scope="col">{t.month}</th>
                      <th scope="col">{t.earned}</th>
                      <th scope="col">{t.credits}</th>
                      <th scope="col">{t.paidOut}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.months.map((m) => (
                      <tr key={m.month}>
                        <td data-label={t.month}>{monthName(m.month, locale)}</td>
                        <td data-label={t.earned}>{rupiah(m.earned_idr)}</td>
                        <td data-label={t.credits}>{m.credits}</td>
                        <td data-label={t.paidOut}>{rupiah(m.paid_out_idr)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <section aria-labelledby="credits-title">
            <h3 id="credits-title">{t.perOrder}</h3>
            {data.credits.length === 0 ? (
              <p className="empty">{t.noCredits}</p>
            ) : (
              <div className="table-wrap">
                <table className="stack-table">
                  <thead>
                    <tr>
                      <th scope="col">{t.when}</th>
                      <th scope="col">{t.source}</th>
                      <th scope="col">{t.amount}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.credits.map((c) => (
                      <tr key={c.transaction_id}>
                        <td data-label={t.when} className="nowrap">
                          {dateTime(c.at, locale)}
                        </td>
                        <td data-label={t.source}>
                          {c.order_id ? (
                            <>
                              {t.fromOrder} <code>{c.order_id}</code>
                              {c.service_name ? <span className="muted"> · {c.service_name}</span> : null}
                            </>
                          ) : (
                            <>
                              {t.fromInvoice} <code>{c.invoice_id ?? '—'}</code>
                            </>
                          )}
                        </td>
                        <td data-label={t.amount} className="amount-in">
                          {rupiah(c.amount_idr)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
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
