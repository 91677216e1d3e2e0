'use client';

import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { ConfirmButton, ErrorAlert, QueryState } from '~/app/_components/ui';
import { confirmations, fillIn } from '~/app/_i18n/messages/confirmations';
import { practitioner } from '~/app/_i18n/messages/practitioner';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, duration, rupiah } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { LIVE_REFRESH_MS } from '~/app/_lib/live-refresh';
import { Countdown } from './_components/countdown';
import { FileList } from '~/app/_components/files/file-list';
import { IntakeList } from './_components/intake-list';
import styles from './_components/workspace.module.css';
import { useSubmit } from '~/app/_lib/use-submit';

/** The live offers of the signed-in practitioner, each with a countdown to its expiry. */
export function OffersView() {
  const t = useT(practitioner);
  const c = useT(confirmations);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<'accepted' | 'declined' | null>(null);
  const trpc = useTRPC();
  // New offers arrive without a reload.
  const offers = useQuery(trpc.practitioner.offers.list.queryOptions(undefined, { refetchInterval: LIVE_REFRESH_MS }));
  const refresh = () => queryClient.invalidateQueries(trpc.practitioner.pathFilter());
  // Refreshed after a refusal too: someone else may have taken the offer.
  const accept = useSubmit(
    trpc.practitioner.offers.accept.mutationOptions({ onSuccess: () => setNotice('accepted'), onSettled: refresh }),
  );
  const decline = useSubmit(
    trpc.practitioner.offers.decline.mutationOptions({ onSuccess: () => setNotice('declined'), onSettled: refresh }),
  );
  const busy = accept.busy || decline.busy;
  // Server time minus browser time when the list was fetched: the countdown runs on the service's clock.
  const clockOffsetMs = offers.data ? new Date(offers.data.server_time).getTime() - offers.dataUpdatedAt : 0;

  return (
    <section aria-labelledby="offers-title">
      <h2 id="offers-title">{t.offersTitle}</h2>
      {offers.data ? (
        <p className="muted">{fillIn(t.offersIntro, { window: duration(offers.data.offer_window_seconds, locale) })}</p>
      ) : null}
      <div aria-live="polite">
        {notice === 'accepted' ? (
          <p className="notice" role="status">
            {t.accepted} <Link href="/praktisi/order">{t.goToOrders}</Link>
          </p>
        ) : null}
        {notice === 'declined' ? (
          <p className="notice" role="status">
            {t.declined}
          </p>
        ) : null}
      </div>
      <ErrorAlert error={accept.failure ?? decline.failure} />
      <QueryState query={offers}>
        {offers.data?.offers.length === 0 ? <p className="empty">{t.noOffers}</p> : null}
        <div className={styles.stack}>
          {offers.data?.offers.map((offer) => (
            <article
              key={offer.offer_id}
              className={`card ${styles.offer}`}
              aria-labelledby={`offer-${offer.offer_id}`}
            >
              <h3 id={`offer-${offer.offer_id}`}>
                {offer.service_name} <span className="muted">· {rupiah(offer.price_idr)}</span>
              </h3>
              <div className="row">
                <Countdown
                  expiresAt={offer.expires_at}
                  clockOffsetMs={clockOffsetMs}
                  onExpire={() => void offers.refetch()}
                  label={t.timeLeft}
                  expiredLabel={t.expired}
                />
                <span className="muted">
                  {t.expiresAt}: {dateTime(offer.expires_at, locale)}
                </span>
              </div>
              <dl className={styles.facts}>
                <dt>{t.order}</dt>
                <dd>
                  <code>{offer.order_id}</code>
                </dd>
                <dt>{t.slaDue}</dt>
                <dd>{dateTime(offer.sla_due_at, locale)}</dd>
                <dt>{t.round}</dt>
                <dd>{offer.round}</dd>
              </dl>
              <h4>{t.intake}</h4>
              <IntakeList intake={offer.intake} emptyText={t.noIntake} files={offer.files} />
              <FileList files={offer.files} label={t.intakeFiles} />
              <div className="row">
                <Button disabled={busy} onClick={() => accept.submit({ orderId: offer.order_id })}>
                  {t.accept}
                </Button>
                <ConfirmButton
                  label={t.decline}
                  question={c.declineOffer}
                  disabled={busy}
                  onConfirm={() => decline.submit({ orderId: offer.order_id })}
                />
              </div>
            </article>
          ))}
        </div>
      </QueryState>
    </section>
  );
}
