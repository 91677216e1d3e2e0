'use client';

import { Alert, Anchor, Button, List } from '@mantine/core';
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import styles from '~/app/_components/layout.module.css';
import { DataTable } from '~/app/_components/data-table/data-table';
import { ConfirmButton, ErrorAlert, QueryState } from '~/app/_components/ui';
import { operationsBoard } from '~/app/_i18n/messages/operations-board';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { useSubmit } from '~/app/_lib/use-submit';
import { rupiah } from '~/shared/format/rupiah';
import { OPERATIONS_ALERT_NAMES } from '~/shared/notifications/operations-alerts';

/** How often the board reads again: it is watched, not worked in. */
const REFRESH_MS = 15_000;

/** The operations board: alerts first, then each area with a link to where it is fixed. */
export function OperationsView() {
  const trpc = useTRPC();
  const t = useT(operationsBoard);
  const locale = useLocale();
  const board = useQuery({ ...trpc.staff.operator.operations.board.queryOptions(), refetchInterval: REFRESH_MS });
  const refresh = { invalidate: [trpc.staff.operator.operations.board.queryFilter()] };
  const pause = useSubmit(trpc.staff.operator.operations.pauseTarget.mutationOptions(), {
    ...refresh,
    success: t.pausedNotice,
  });
  const resume = useSubmit(trpc.staff.operator.operations.resumeTarget.mutationOptions(), {
    ...refresh,
    success: (r) => `${t.resumedNotice} ${r.resumed}.`,
  });
  const data = board.data;
  const firing = data?.alerts.filter((a) => a.firing) ?? [];
  return (
    <section aria-labelledby="operations-title">
      <h1 id="operations-title">{t.title}</h1>
      <p className={styles.text}>
        {t.intro} {data ? `${t.readAt} ${dateTime(data.at, locale)}.` : null}
      </p>
      <ErrorAlert error={pause.failure ?? resume.failure} />
      <QueryState query={board}>
        {data ? (
          <>
            <h2 className={styles.subTitle}>{t.alerts}</h2>
            {firing.length === 0 ? (
              <Alert color="green" role="status">
                {t.allClear}
              </Alert>
            ) : (
              <Alert color="red" role="alert" title={`${t.firing}: ${firing.length}`}>
                <List>
                  {firing.map((a) => (
                    <List.Item key={a.code} data-alert={a.code}>
                      {OPERATIONS_ALERT_NAMES[locale][a.code]}: {a.value} ({t.threshold} {a.threshold})
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}

            <h2 className={styles.subTitle}>{t.failingWebhooks}</h2>
            {data.failingWebhooks.length === 0 ? (
              <p className="empty">{t.noFailingWebhooks}</p>
            ) : (
              <DataTable
                caption={t.failingWebhooks}
                rows={data.failingWebhooks}
                rowKey={(w) => `${w.organizationId} ${w.target}`}
                columns={[
                  {
                    key: 'org',
                    header: t.organization,
                    sortValue: (w) => w.organizationName,
                    cell: (w) => w.organizationName,
                  },
                  { key: 'target', header: t.target, cell: (w) => <code>{w.target}</code> },
                  {
                    key: 'n',
                    header: t.failures,
                    sortValue: (w) => w.failuresLastHour,
                    cell: (w) => w.failuresLastHour,
                  },
                  { key: 'error', header: t.lastError, cell: (w) => w.lastError ?? '—' },
                  {
                    key: 'at',
                    header: t.lastAttempt,
                    sortValue: (w) => w.lastAttemptAt,
                    cell: (w) => dateTime(w.lastAttemptAt, locale),
                  },
                  {
                    key: 'pause',
                    header: '',
                    cell: (w) => (
                      <ConfirmButton
                        label={t.pause}
                        question={`${t.pauseQuestion} ${w.target} (${w.organizationName})?`}
                        danger={false}
                        disabled={pause.busy}
                        onConfirm={() => pause.submit({ organizationId: w.organizationId, targetUrl: w.target })}
                      />
                    ),
                  },
                  {
                    key: 'fix',
                    header: '',
                    cell: () => (
                      <Anchor component={Link} href="/staf/operator/webhook-secret">
                        {t.fixWebhooks}
                      </Anchor>
                    ),
                  },
                ]}
              />
            )}

            <h2 className={styles.subTitle}>{t.pausedWebhooks}</h2>
            {data.pausedWebhooks.length === 0 ? (
              <p className="empty">{t.noPausedWebhooks}</p>
            ) : (
              <DataTable
                caption={t.pausedWebhooks}
                rows={data.pausedWebhooks}
                rowKey={(w) => `${w.organizationId} ${w.target}`}
                columns={[
                  {
                    key: 'org',
                    header: t.organization,
                    sortValue: (w) => w.organizationName,
                    cell: (w) => w.organizationName,
                  },
                  { key: 'target', header: t.target, cell: (w) => <code>{w.target}</code> },
                  { key: 'held', header: t.held, sortValue: (w) => w.held, cell: (w) => w.held },
                  {
                    key: 'at',
                    header: t.pausedAt,
                    sortValue: (w) => w.pausedAt,
                    cell: (w) => dateTime(w.pausedAt, locale),
                  },
                  {
                    key: 'fix',
                    header: '',
                    cell: (w) => (
                      <Button
                        variant="default"
                        size="xs"
                        disabled={resume.busy}
                        onClick={() => resume.submit({ organizationId: w.organizationId, targetUrl: w.target })}
                      >
                        {t.resume}
                      </Button>
                    ),
                  },
                ]}
              />
            )}

            <h2 className={styles.subTitle}>{t.nearLimits}</h2>
            {data.nearLimits.length === 0 ? (
              <p className="empty">{t.noNearLimits}</p>
            ) : (
              <DataTable
                caption={t.nearLimits}
                rows={data.nearLimits}
                rowKey={(k) => k.keyPrefix}
                columns={[
                  {
                    key: 'org',
                    header: t.organization,
                    sortValue: (k) => k.organizationName,
                    cell: (k) => k.organizationName,
                  },
                  {
                    key: 'key',
                    header: t.key,
                    cell: (k) => (
                      <>
                        {k.keyName} <code>{k.keyPrefix}</code>
                      </>
                    ),
                  },
                  {
                    key: 'used',
                    header: t.used,
                    sortValue: (k) => k.usedPercent,
                    cell: (k) => `${k.usedPercent} % · ${rupiah(k.spentIdr)} / ${rupiah(k.monthlyLimitIdr)}`,
                  },
                  {
                    key: 'fix',
                    header: '',
                    cell: (k) => (
                      <Anchor
                        component={Link}
                        href={`/staf/operator/webhook-secret?q=${encodeURIComponent(k.keyPrefix)}`}
                      >
                        {t.fixLimits}
                      </Anchor>
                    ),
                  },
                ]}
              />
            )}

            <h2 className={styles.subTitle}>{t.lapsingOffers}</h2>
            {data.lapsingOffers.length === 0 ? (
              <p className="empty">{t.noLapsingOffers}</p>
            ) : (
              <DataTable
                caption={t.lapsingOffers}
                rows={data.lapsingOffers}
                rowKey={(l) => l.serviceCode}
                columns={[
                  {
                    key: 'service',
                    header: t.service,
                    sortValue: (l) => l.serviceName,
                    cell: (l) => (
                      <>
                        {l.serviceName} <code>{l.serviceCode}</code>
                      </>
                    ),
                  },
                  { key: 'lapsed', header: t.lapsed, sortValue: (l) => l.lapsedLastDay, cell: (l) => l.lapsedLastDay },
                  {
                    key: 'qualified',
                    header: t.qualified,
                    sortValue: (l) => l.qualifiedPractitioners,
                    cell: (l) => l.qualifiedPractitioners,
                  },
                  {
                    key: 'fix',
                    header: '',
                    cell: () => (
                      <Anchor component={Link} href="/staf/operator/praktisi">
                        {t.fixOffers}
                      </Anchor>
                    ),
                  },
                ]}
              />
            )}

            <h2 className={styles.subTitle}>{t.sla}</h2>
            {data.sla.length === 0 ? (
              <p className="empty">{t.noSla}</p>
            ) : (
              <DataTable
                caption={t.sla}
                rows={data.sla}
                rowKey={(o) => o.orderId}
                columns={[
                  { key: 'order', header: t.order, cell: (o) => <code>{o.orderId}</code> },
                  { key: 'service', header: t.service, sortValue: (o) => o.serviceCode, cell: (o) => o.serviceCode },
                  {
                    key: 'org',
                    header: t.organization,
                    sortValue: (o) => o.organizationName,
                    cell: (o) => o.organizationName,
                  },
                  { key: 'status', header: t.status, sortValue: (o) => o.status, cell: (o) => o.status },
                  {
                    key: 'due',
                    header: t.due,
                    sortValue: (o) => o.slaDueAt,
                    cell: (o) => `${dateTime(o.slaDueAt, locale)} · ${o.overdue ? t.overdue : t.near}`,
                  },
                  {
                    key: 'fix',
                    header: '',
                    cell: () => (
                      <Anchor component={Link} href="/staf/operator/pembatalan">
                        {t.fixSla}
                      </Anchor>
                    ),
                  },
                ]}
              />
            )}

            <h2 className={styles.subTitle}>{t.queue}</h2>
            <p className={styles.text}>
              {t.workers}: {t.beating} {data.workers.beating} · {t.silent} {data.workers.silent}
            </p>
            {data.queue.length === 0 ? (
              <p className="empty">{t.noJobs}</p>
            ) : (
              <DataTable
                caption={t.queue}
                rows={data.queue}
                rowKey={(q) => q.task}
                columns={[
                  { key: 'task', header: t.task, sortValue: (q) => q.task, cell: (q) => <code>{q.task}</code> },
                  { key: 'queued', header: t.queued, sortValue: (q) => q.queued, cell: (q) => q.queued },
                  {
                    key: 'lag',
                    header: t.lag,
                    sortValue: (q) => q.lagSeconds,
                    cell: (q) => Math.round(q.lagSeconds),
                  },
                ]}
              />
            )}

            <h2 className={styles.subTitle}>{t.mail}</h2>
            <p className={styles.text}>
              {t.mailQueued} {data.mail.queued} · {t.mailOldest} {Math.round(data.mail.oldestQueuedSeconds)} ·{' '}
              {t.mailFailed} {data.mail.failedLastDay}
            </p>
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
