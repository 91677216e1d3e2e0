'use client';

import { Button, Grid, Text } from '@mantine/core';
import { DataTable } from '~/app/_components/data-table/data-table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { ConfirmButton, ErrorAlert, Field, QueryState } from '~/app/_components/ui';
import { confirmations } from '~/app/_i18n/messages/confirmations';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { historyNoteText } from '~/app/_lib/coded-text';
import { dateTime, rupiah } from '~/app/_lib/format';
import { trpc } from '~/app/_lib/trpc';
import { LIVE_REFRESH_MS } from '~/app/_lib/live-refresh';
import { disputeFields, messageFields, rejectFields } from '~/shared/dashboard/org-inputs';
import { EventStatusBadge, OrderStatusBadge, label } from '~/app/org/[orgId]/_components/badges';
import { validate, type FieldErrors } from '~/app/org/[orgId]/_components/forms';
import { invalidProps } from '~/app/_lib/forms';
import { orgKey, useOrg } from '~/app/org/[orgId]/_components/org-context';
import { can } from '~/shared/orders/order-actions';

type Detail = Awaited<ReturnType<typeof trpc.org.orders.detail.query>>;

export function OrderDetailView({ orderId }: { orderId: string }) {
  const t = useT(org);
  const locale = useLocale();
  const { orgId, canManage } = useOrg();
  const query = useQuery({
    queryKey: orgKey(orgId, 'order', orderId),
    queryFn: () => trpc.org.orders.detail.query({ organizationId: orgId, orderId }),
    // A practitioner's question or a new status shows up without a reload.
    refetchInterval: LIVE_REFRESH_MS,
  });
  const data = query.data;
  return (
    <div className="stack">
      <p>
        <Link href={`/org/${orgId}/orders`}>{t.backToOrders}</Link>
      </p>
      <QueryState query={query}>
        {data ? (
          <>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 7 }} className="stack">
                <section aria-labelledby="order-title">
                  <h2 id="order-title">
                    {t.orderTitle} <code>{data.order.id}</code>
                  </h2>
                  <p>
                    <OrderStatusBadge status={data.order.status} />
                  </p>
                  <dl className="dl-grid">
                    <dt>{t.service}</dt>
                    <dd>
                      <code>{data.order.service}</code>
                    </dd>
                    <dt>{t.price}</dt>
                    <dd>
                      {rupiah(data.order.price_idr)}
                      {data.order.approval_required ? <span className="muted"> ({t.needsApproval})</span> : null}
                    </dd>
                    <dt>{t.maxBudget}</dt>
                    <dd>{data.order.max_budget != null ? rupiah(data.order.max_budget) : t.none}</dd>
                    <dt>{t.slaDue}</dt>
                    <dd>{dateTime(data.order.sla_due_at, locale)}</dd>
                    <dt>{t.created}</dt>
                    <dd>{dateTime(data.order.created_at, locale)}</dd>
                    <dt>{t.updated}</dt>
                    <dd>{dateTime(data.order.updated_at, locale)}</dd>
                    <dt>{t.callbackUrl}</dt>
                    <dd>{data.order.callback_url ?? t.none}</dd>
                  </dl>
                </section>

                {canManage ? <OrderActions detail={data} /> : null}

                <section className="card" aria-labelledby="messages-title">
                  <h3 id="messages-title">{t.messages}</h3>
                  {data.order.messages.length === 0 ? (
                    <p className="empty">{t.noMessages}</p>
                  ) : (
                    <ol className="messages">
                      {data.order.messages.map((m) => (
                        <li key={m.id} className={`from-${m.sender}`}>
                          <div className="meta">
                            <strong>{label(t, 'sender_', m.sender)}</strong> · {dateTime(m.created_at, locale)}
                          </div>
                          <p className="pre">{m.text}</p>
                        </li>
                      ))}
                    </ol>
                  )}
                </section>

                <section className="card" aria-labelledby="deliverable-title">
                  <h3 id="deliverable-title">{t.deliverable}</h3>
                  {data.order.deliverable ? (
                    <p className="pre">{data.order.deliverable}</p>
                  ) : (
                    <p className="empty">{t.noDeliverable}</p>
                  )}
                </section>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }} className="stack">
                <section className="card" aria-labelledby="intake-title">
                  <h3 id="intake-title">{t.intake}</h3>
                  <dl className="dl-grid">
                    {Object.entries(data.order.intake).map(([key, value]) => (
                      <div key={key} className="contents">
                        <dt>
                          <code>{key}</code>
                        </dt>
                        <dd className="pre">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </section>

                <section className="card" aria-labelledby="timeline-title">
                  <h3 id="timeline-title">{t.timeline}</h3>
                  {data.history.length === 0 ? (
                    <p className="empty">{t.noTimeline}</p>
                  ) : (
                    <ol className="timeline">
                      {data.history.map((h) => {
                        const note = historyNoteText(locale, h);
                        return (
                          <li key={h.id}>
                            <div>
                              {h.from ? (
                                <>
                                  <OrderStatusBadge status={h.from} /> →{' '}
                                </>
                              ) : null}
                              <OrderStatusBadge status={h.to} />
                            </div>
                            <div className="muted">
                              {dateTime(h.at, locale)} · {t.by} {label(t, 'actor_', h.actor_type)}
                              {h.actor_name ? ` ${h.actor_name}` : ''}
                              {note ? ` · ${note}` : ''}
                            </div>
                          </li>
                        );
                      })}
                    </ol>
                  )}
                </section>

                <WebhookEvents detail={data} />
              </Grid.Col>
            </Grid>
          </>
        ) : null}
      </QueryState>
    </div>
  );
}

/** Runs one order action, refreshes every view of the organization, and reports the outcome. */
function useOrderAction<I>(run: (input: I) => Promise<unknown>) {
  const { orgId } = useOrg();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKey(orgId) }) });
}

/** The actions the server lists for this member now (it checks them again on the locked row). */
function OrderActions({ detail }: { detail: Detail }) {
  const { order } = detail;
  if (can(order, 'setujui_order')) return <ApprovalActions orderId={order.id} />;
  if (can(order, 'kirim_pesan')) return <ReplyAction orderId={order.id} />;
  if (can(order, 'terima_hasil')) return <ReviewActions orderId={order.id} />;
  return null;
}

function ApprovalActions({ orderId }: { orderId: string }) {
  const t = useT(org);
  const c = useT(confirmations);
  const { orgId } = useOrg();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const approve = useOrderAction(() => trpc.org.orders.approve.mutate({ organizationId: orgId, orderId }));
  const reject = useOrderAction((r: string | undefined) =>
    trpc.org.orders.reject.mutate({ organizationId: orgId, orderId, reason: r }),
  );
  return (
    <section className="card actions-card" aria-labelledby="actions-title">
      <h3 id="actions-title">{t.actionsTitle}</h3>
      <p>{t.approveHelp}</p>
      <ErrorAlert error={approve.error ?? reject.error} />
      <div className="row">
        <ConfirmButton
          label={t.approve}
          question={c.approveOrder}
          danger={false}
          variant="filled"
          disabled={approve.isPending || reject.isPending}
          onConfirm={() => approve.mutateAsync(undefined).catch(() => undefined)}
        />
      </div>
      <hr />
      <Field id="reject-reason" label={t.rejectReason} error={errors.reason}>
        <input
          id="reject-reason"
          value={reason}
          maxLength={2000}
          onChange={(e) => setReason(e.target.value)}
          {...invalidProps('reject-reason', errors.reason)}
        />
      </Field>
      <ConfirmButton
        label={t.reject}
        question={c.rejectOrder}
        disabled={approve.isPending || reject.isPending}
        onConfirm={() => {
          const result = validate(rejectFields, { reason }, t);
          setErrors(result.errors ?? {});
          if (result.data) return reject.mutateAsync(result.data.reason || undefined).catch(() => undefined);
        }}
      />
    </section>
  );
}

/** A text form for a message to the practitioner (reply or revision), validated with the shared schema. */
function MessageForm({
  id,
  labelText,
  submitText,
  onSubmit,
  pending,
  secondary = false,
}: {
  id: string;
  labelText: string;
  submitText: string;
  onSubmit: (text: string) => Promise<unknown>;
  pending: boolean;
  /** Beside a primary action (accepting the result), asking for a revision is the secondary one. */
  secondary?: boolean;
}) {
  const t = useT(org);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(messageFields, { text }, t);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    await onSubmit(result.data.text)
      .then(() => setText(''))
      .catch(() => undefined);
  }
  return (
    <form onSubmit={submit} noValidate>
      <Field id={id} label={labelText} error={errors.text}>
        <textarea id={id} value={text} onChange={(e) => setText(e.target.value)} {...invalidProps(id, errors.text)} />
      </Field>
      <Button type="submit" variant={secondary ? 'default' : 'filled'} disabled={pending}>
        {submitText}
      </Button>
    </form>
  );
}

function ReplyAction({ orderId }: { orderId: string }) {
  const t = useT(org);
  const { orgId } = useOrg();
  const reply = useOrderAction((text: string) =>
    trpc.org.orders.reply.mutate({ organizationId: orgId, orderId, text }),
  );
  return (
    <section className="card actions-card" aria-labelledby="actions-title">
      <h3 id="actions-title">{t.actionsTitle}</h3>
      <p>{t.replyHelp}</p>
      <ErrorAlert error={reply.error} />
      <MessageForm
        id="reply-text"
        labelText={t.replyLabel}
        submitText={t.sendReply}
        pending={reply.isPending}
        onSubmit={(text) => reply.mutateAsync(text)}
      />
    </section>
  );
}

function ReviewActions({ orderId }: { orderId: string }) {
  const t = useT(org);
  const c = useT(confirmations);
  const { orgId } = useOrg();
  const accept = useOrderAction(() => trpc.org.orders.accept.mutate({ organizationId: orgId, orderId }));
  const revise = useOrderAction((text: string) =>
    trpc.org.orders.requestRevision.mutate({ organizationId: orgId, orderId, text }),
  );
  const dispute = useOrderAction((reason: string) =>
    trpc.org.orders.dispute.mutate({ organizationId: orgId, orderId, reason }),
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const pending = accept.isPending || revise.isPending || dispute.isPending;
  return (
    <section className="card actions-card" aria-labelledby="actions-title">
      <h3 id="actions-title">{t.actionsTitle}</h3>
      <p>{t.reviewHelp}</p>
      <ErrorAlert error={accept.error ?? revise.error ?? dispute.error} />
      <ConfirmButton
        label={t.accept}
        question={c.acceptResult}
        danger={false}
        variant="filled"
        disabled={pending}
        onConfirm={() => accept.mutateAsync(undefined).catch(() => undefined)}
      />
      <hr />
      <MessageForm
        id="revision-text"
        labelText={t.revisionLabel}
        submitText={t.requestRevision}
        pending={pending}
        secondary
        onSubmit={(text) => revise.mutateAsync(text)}
      />
      <hr />
      <p className="muted">{t.disputeHelp}</p>
      <Field id="dispute-reason" label={t.disputeLabel} error={errors.reason}>
        <textarea
          id="dispute-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          {...invalidProps('dispute-reason', errors.reason)}
        />
      </Field>
      <ConfirmButton
        label={t.openDispute}
        question={c.openDispute}
        disabled={pending}
        onConfirm={() => {
          const result = validate(disputeFields, { reason }, t);
          setErrors(result.errors ?? {});
          if (result.data) return dispute.mutateAsync(result.data.reason).catch(() => undefined);
        }}
      />
    </section>
  );
}

function WebhookEvents({ detail }: { detail: Detail }) {
  const t = useT(org);
  const locale = useLocale();
  const { orgId, canManage } = useOrg();
  const queryClient = useQueryClient();
  const resend = useOrderAction((eventId: string) =>
    trpc.org.orders.resendEvent.mutate({ organizationId: orgId, eventId }),
  );
  const [resent, setResent] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby="webhooks-title">
      <div className="event-head">
        <h3 id="webhooks-title">{t.webhooksTitle}</h3>
        <Button
          variant="default"
          size="xs"
          onClick={() => queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'order', detail.order.id) })}
        >
          {t.refresh}
        </Button>
      </div>
      <p className="muted">{t.webhooksIntro}</p>
      <ErrorAlert error={resend.error} />
      {detail.webhook_events.length === 0 ? (
        <p className="empty">{t.noWebhooks}</p>
      ) : (
        detail.webhook_events.map((e) => (
          <article key={e.id} className="event" aria-label={`${t.event} ${e.event}`}>
            <div className="event-head">
              <div>
                <strong>
                  <code>{e.event}</code>
                </strong>{' '}
                <EventStatusBadge status={e.status} />
              </div>
              {canManage && e.target_url ? (
                <Button
                  variant="default"
                  size="xs"
                  disabled={resend.isPending}
                  onClick={() =>
                    resend.mutateAsync(e.id).then(
                      () => setResent(e.id),
                      () => undefined,
                    )
                  }
                >
                  {t.resend} <span className="sr-only">{e.event}</span>
                </Button>
              ) : null}
            </div>
            <div className="muted">
              {dateTime(e.created_at, locale)} · {t.target}: {e.target_url ?? t.none}
              {e.next_attempt_at ? ` · ${t.nextAttempt}: ${dateTime(e.next_attempt_at, locale)}` : ''}
            </div>
            {resent === e.id ? (
              <p role="status" className="ok-note">
                {t.resendQueued}
              </p>
            ) : null}
            {e.attempts.length === 0 ? (
              e.target_url ? (
                <p className="empty">{t.noAttempts}</p>
              ) : null
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  {t.attempts}
                </Text>
                <DataTable
                  caption={t.attempts}
                  rows={e.attempts}
                  rowKey={(a) => a.id}
                  columns={[
                    {
                      key: 'no',
                      header: t.attemptNo,
                      sortValue: (a) => a.attempt_number,
                      cell: (a) => (
                        <>
                          {a.attempt_number} <span className="muted">({a.manual ? t.manual : t.automatic})</span>
                        </>
                      ),
                    },
                    {
                      key: 'when',
                      header: t.when,
                      nowrap: true,
                      sortValue: (a) => a.started_at,
                      cell: (a) => dateTime(a.started_at, locale),
                    },
                    {
                      key: 'result',
                      header: t.result,
                      cell: (a) => (
                        <>
                          <span className={a.succeeded ? 'tone-ok' : 'tone-danger'}>
                            {a.succeeded ? `✓ ${t.succeeded}` : `✗ ${t.failed}`}
                          </span>
                          {a.error ? <div className="muted">{a.error}</div> : null}
                        </>
                      ),
                    },
                    { key: 'status', header: t.httpStatus, cell: (a) => a.status_code ?? t.none },
                    {
                      key: 'duration',
                      header: t.duration,
                      nowrap: true,
                      sortValue: (a) => a.duration_ms,
                      cell: (a) => (a.duration_ms != null ? `${a.duration_ms} ms` : t.none),
                    },
                  ]}
                />
              </>
            )}
          </article>
        ))
      )}
    </section>
  );
}
