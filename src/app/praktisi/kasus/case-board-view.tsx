'use client';

import { DataTable } from '~/app/_components/data-table/data-table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '~/app/_components/ui';
import { practitioner } from '~/app/_i18n/messages/practitioner';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import styles from '~/app/praktisi/_components/workspace.module.css';
import { BidForm } from './bid-form';

/** Open cases (without the client's contact) with a bid form, and the practitioner's own bids. */
export function CaseBoardView() {
  const t = useT(practitioner);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState(false);
  const trpc = useTRPC();
  const board = useQuery(trpc.practitioner.cases.board.queryOptions());
  const bids = useQuery(trpc.practitioner.cases.myBids.queryOptions());
  const placed = async () => {
    setNotice(true);
    await queryClient.invalidateQueries(trpc.practitioner.pathFilter());
  };
  const fact = (value: string | null) => value ?? t.notSet;

  return (
    <>
      <section aria-labelledby="board-title">
        <h2 id="board-title">{t.casesTitle}</h2>
        <p className="muted">{t.casesIntro}</p>
        <div aria-live="polite">
          {notice ? (
            <p className="notice" role="status">
              {t.bidSent}
            </p>
          ) : null}
        </div>
        <QueryState query={board}>
          {board.data?.length === 0 ? <p className="empty">{t.noCases}</p> : null}
          <div className={styles.stack}>
            {board.data?.map((c) => (
              <article key={c.id} className="card" aria-labelledby={`case-${c.id}`}>
                <h3 id={`case-${c.id}`}>
                  {t.case} <code>{c.id}</code>
                </h3>
                <p className={styles.story}>{c.story}</p>
                <dl className={styles.facts}>
                  <dt>{t.area}</dt>
                  <dd>{fact(c.area)}</dd>
                  <dt>{t.urgency}</dt>
                  <dd>{fact(c.urgency)}</dd>
                  <dt>{t.budget}</dt>
                  <dd>{fact(c.budget_range)}</dd>
                  <dt>{t.bidCount}</dt>
                  <dd>{c.bid_count}</dd>
                  <dt>{t.posted}</dt>
                  <dd>{dateTime(c.created_at, locale)}</dd>
                </dl>
                {c.my_bid ? (
                  <p className="notice">
                    <strong>{t.yourBid}:</strong> {rupiah(c.my_bid.amount_idr)} · {c.my_bid.estimated_days} {t.daysUnit}{' '}
                    · <span className="badge">{t[`bid_${c.my_bid.status}`]}</span>
                  </p>
                ) : (
                  <BidForm caseId={c.id} onPlaced={placed} />
                )}
              </article>
            ))}
          </div>
        </QueryState>
      </section>

      <section aria-labelledby="bids-title">
        <h2 id="bids-title">{t.myBidsTitle}</h2>
        <QueryState query={bids} empty={bids.data?.length === 0} emptyText={t.noBids}>
          <DataTable
            caption={t.myBidsTitle}
            rows={bids.data ?? []}
            rowKey={(b) => b.bid_id}
            columns={[
              {
                key: 'c0',
                header: t.case,
                sortValue: (b) => b.case_id,
                cell: (b) => (
                  <>
                    <code>{b.case_id}</code>
                    <br />
                    <span className="muted">{b.story.length > 140 ? `${b.story.slice(0, 140)}…` : b.story}</span>
                  </>
                ),
              },
              { key: 'c1', header: t.amount, sortValue: (b) => b.amount_idr, cell: (b) => rupiah(b.amount_idr) },
              { key: 'c2', header: t.days, sortValue: (b) => b.estimated_days, cell: (b) => b.estimated_days },
              {
                key: 'c3',
                header: t.bidStatus,
                cell: (b) => <span className="badge">{t[`bid_${b.status}`]}</span>,
              },
              {
                key: 'c4',
                header: t.contact,
                cell: (b) => (
                  <>
                    {b.contact ? (
                      <>
                        {b.contact.name}
                        <br />
                        <a href={`mailto:${b.contact.email}`}>{b.contact.email}</a>
                        {b.contact.phone ? (
                          <>
                            <br />
                            <a href={`tel:${b.contact.phone.replace(/\s/g, '')}`}>{b.contact.phone}</a>
                          </>
                        ) : null}
                      </>
                    ) : (
                      <span className="muted">{t.contactHidden}</span>
                    )}
                  </>
                ),
              },
              {
                key: 'c5',
                header: t.invoice,
                cell: (b) => (
                  <>{b.invoice ? <span className="badge">{t[`inv_${b.invoice.status}`]}</span> : t.notSet}</>
                ),
              },
            ]}
          />
        </QueryState>
      </section>
    </>
  );
}
