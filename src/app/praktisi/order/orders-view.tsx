'use client';

import type { inferRouterOutputs } from '@trpc/server';
import type { DashboardRouter } from '~/server/api/routers/dashboard/router';
import { Button } from '@mantine/core';
import { DataTable } from '~/app/_components/data-table/data-table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OrderStatusBadge as StatusBadge } from '~/app/_components/order-status-badge';
import { FileList } from '~/app/_components/files/file-list';
import { ConfirmButton, ErrorAlert, QueryState } from '~/app/_components/ui';
import { confirmations } from '~/app/_i18n/messages/confirmations';
import { practitioner } from '~/app/_i18n/messages/practitioner';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { useTRPC, useTRPCClient } from '~/app/_lib/trpc';
import { IntakeList } from '~/app/praktisi/_components/intake-list';
import { OrderTextForm } from '~/app/praktisi/_components/text-form';
import styles from '~/app/praktisi/_components/workspace.module.css';
import { can } from '~/shared/orders/order-actions';
import { useSubmit } from '~/app/_lib/use-submit';

type PractitionerOrder = inferRouterOutputs<DashboardRouter>['practitioner']['orders']['list'][number];

/** Orders the practitioner holds, with the moves their state allows, then the finished ones. */
export function OrdersView() {
  const t = useT(practitioner);
  const locale = useLocale();
  const [notice, setNotice] = useState<string | null>(null);
  const trpc = useTRPC();
  const orders = useQuery(trpc.practitioner.orders.list.queryOptions(undefined, { refetchInterval: 30_000 }));
  const active = orders.data?.filter((o) => o.active) ?? [];
  const finished = orders.data?.filter((o) => !o.active) ?? [];
  return (
    <QueryState query={orders}>
      {/* Outside the cards: a released order leaves the list, its confirmation stays. */}
      <div aria-live="polite">
        {notice ? (
          <p className="notice" role="status">
            {notice}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="active-title">
        <h2 id="active-title">{t.activeOrders}</h2>
        {active.length === 0 ? <p className="empty">{t.noOrders}</p> : null}
        <div className={styles.stack}>
          {active.map((order) => (
            <OrderCard key={order.id} order={order} onNotice={setNotice} />
          ))}
        </div>
      </section>
      <section aria-labelledby="finished-title">
        <h2 id="finished-title">{t.finishedOrders}</h2>
        {finished.length === 0 ? (
          <p className="empty">{t.noFinished}</p>
        ) : (
          <DataTable
            caption={t.finishedOrders}
            rows={finished}
            rowKey={(o) => o.id}
            columns={[
              {
                key: 'c0',
                header: t.order,
                sortValue: (o) => o.id,
                cell: (o) => <code>{o.id}</code>,
              },
              { key: 'c1', header: t.service, sortValue: (o) => o.service_name, cell: (o) => o.service_name },
              {
                key: 'c2',
                header: t.status,
                cell: (o) => <StatusBadge status={o.status} />,
              },
              { key: 'c3', header: t.price, sortValue: (o) => o.price_idr, cell: (o) => rupiah(o.price_idr) },
              {
                key: 'c4',
                header: t.updated,
                sortValue: (o) => o.updated_at,
                cell: (o) => dateTime(o.updated_at, locale),
              },
            ]}
          />
        )}
      </section>
    </QueryState>
  );
}

function OrderCard({ order, onNotice: setNotice }: { order: PractitionerOrder; onNotice: (text: string) => void }) {
  const t = useT(practitioner);
  const c = useT(confirmations);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const refresh = () => queryClient.invalidateQueries(trpc.practitioner.pathFilter());
  // Refreshed after a refusal too: the order may have moved on.
  const start = useSubmit(
    trpc.practitioner.orders.start.mutationOptions({ onSuccess: () => setNotice(t.started), onSettled: refresh }),
  );
  const release = useSubmit(
    trpc.practitioner.orders.release.mutationOptions({ onSuccess: () => setNotice(t.released), onSettled: refresh }),
  );
  const busy = start.busy || release.busy;
  const ask = async (input: { orderId: string; text: string; files: string[] }) => {
    await client.practitioner.orders.askClient.mutate(input);
    setNotice(t.asked);
    await refresh();
  };
  const deliver = async (input: { orderId: string; text: string; files: string[] }) => {
    await client.practitioner.orders.deliver.mutate(input);
    setNotice(t.delivered);
    await refresh();
  };
  const canRelease = can(order, 'lepas_order');

  return (
    <article className="card" aria-labelledby={`order-${order.id}`}>
      <h3 id={`order-${order.id}`}>
        {order.service_name} <StatusBadge status={order.status} />
      </h3>
      <dl className={styles.facts}>
        <dt>{t.order}</dt>
        <dd>
          <code>{order.id}</code>
        </dd>
        <dt>{t.price}</dt>
        <dd>{rupiah(order.price_idr)}</dd>
        <dt>{t.slaDue}</dt>
        <dd>{dateTime(order.sla_due_at, locale)}</dd>
        <dt>{t.updated}</dt>
        <dd>{dateTime(order.updated_at, locale)}</dd>
      </dl>
      {/* Open while there is work to do on it. */}
      <details open={order.allowed_actions.length > 0}>
        <summary>{t.intake}</summary>
        <IntakeList intake={order.intake} emptyText={t.noIntake} files={order.files} />
        <FileList files={order.files.filter((f) => f.attached_to === 'intake')} label={t.intakeFiles} />
      </details>
      <h4>{t.messages}</h4>
      {order.messages.length === 0 ? (
        <p className="empty">{t.noMessages}</p>
      ) : (
        <ul className={styles.messages}>
          {order.messages.map((m) => (
            <li key={m.id} data-sender={m.sender}>
              <strong>{m.sender === 'praktisi' ? t.fromPractitioner : t.fromClient}</strong>{' '}
              <span className="muted">{dateTime(m.created_at, locale)}</span>
              <br />
              {m.text}
              <FileList files={order.files.filter((f) => f.message_id === m.id)} label={t.messageFiles} />
            </li>
          ))}
        </ul>
      )}
      {order.deliverable ? (
        <>
          <h4>{t.deliverable}</h4>
          <p className={styles.story}>{order.deliverable}</p>
          <FileList files={order.files.filter((f) => f.attached_to === 'deliverable')} label={t.deliverableFiles} />
        </>
      ) : null}
      <ErrorAlert error={start.failure ?? release.failure} />
      {order.status === 'butuh_input_klien' ? <p className="muted">{t.waitingClient}</p> : null}
      {order.status === 'diserahkan' ? <p className="muted">{t.waitingAcceptance}</p> : null}
      {order.status === 'sengketa' ? <p className="muted">{t.inDispute}</p> : null}
      {can(order, 'mulai_kerjakan') ? (
        <div className="row">
          <Button disabled={busy} onClick={() => start.submit({ orderId: order.id })}>
            {t.start}
          </Button>
        </div>
      ) : null}
      {can(order, 'minta_data_klien') || can(order, 'serahkan_hasil') ? (
        <div className={styles.stack}>
          {can(order, 'minta_data_klien') ? (
            <OrderTextForm
              orderId={order.id}
              id={`ask-${order.id}`}
              title={t.askTitle}
              label={t.askLabel}
              hint={t.askHint}
              submitLabel={t.askSubmit}
              purpose="message"
              onSubmit={ask}
            />
          ) : null}
          {can(order, 'serahkan_hasil') ? (
            <OrderTextForm
              orderId={order.id}
              id={`deliver-${order.id}`}
              title={t.deliverTitle}
              label={t.deliverLabel}
              submitLabel={t.deliverSubmit}
              purpose="deliverable"
              onSubmit={deliver}
            />
          ) : null}
        </div>
      ) : null}
      {canRelease ? (
        <div>
          <p className="muted">{t.releaseHint}</p>
          <ConfirmButton
            label={t.release}
            question={c.releaseOrder}
            disabled={busy}
            onConfirm={() => release.submit({ orderId: order.id })}
          />
        </div>
      ) : null}
    </article>
  );
}
