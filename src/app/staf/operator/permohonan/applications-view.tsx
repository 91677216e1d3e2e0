'use client';

import { Button, Select } from '@mantine/core';
import styles from '~/app/_components/layout.module.css';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListFilters } from '~/app/_components/list-filters';
import { listFilters } from '~/app/_i18n/messages/list-filters';
import { nextCursor } from '~/app/_lib/paging';
import { LoadMore } from '~/app/org/[orgId]/_components/load-more';
import type { ListFilter } from '~/shared/dashboard/list-filter';
import { ORGANIZATION_STATUSES, type OrganizationStatus } from '~/shared/organization-statuses';
import { ConfirmButton, ErrorAlert, QueryState } from '~/app/_components/ui';
import { confirmations, fillIn } from '~/app/_i18n/messages/confirmations';
import { account } from '~/app/_i18n/messages/account';
import { staff } from '~/app/_i18n/messages/staff';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { Notice } from '~/app/staf/_components/bits';
import { review } from '~/app/_i18n/messages/review';
import { applicationListInput } from './application-list';
import { RejectForm } from './reject-form';
import { useSubmit } from '~/app/_lib/use-submit';

/** Which moves the review offers from each status (decisions.md, Organizations). */
const MOVES: Record<OrganizationStatus, OrganizationStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['suspended', 'pending'],
  suspended: ['approved', 'pending'],
  rejected: ['pending', 'approved'],
};

export function ApplicationsView() {
  const trpc = useTRPC();
  const t = useT(staff);
  const c = useT(confirmations);
  const a = useT(account);
  const r = useT(review);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const lf = useT(listFilters);
  const [status, setStatus] = useState<OrganizationStatus | null>('pending');
  const [filter, setFilter] = useState<ListFilter>({});
  const [notice, setNotice] = useState<string | null>(null);
  const list = useInfiniteQuery(
    trpc.staff.operator.applications.list.infiniteQueryOptions(applicationListInput(status, filter), {
      getNextPageParam: nextCursor,
      // The filtered list replaces the shown one only when it arrives: no flash of "loading" while typing.
      placeholderData: keepPreviousData,
    }),
  );
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  const filtered = Boolean(filter.search || filter.from || filter.to);
  const move = useSubmit(
    trpc.staff.operator.applications.setStatus.mutationOptions({
      onSuccess: () => setNotice(t.statusChanged),
      onSettled: () => queryClient.invalidateQueries(trpc.staff.operator.applications.pathFilter()),
    }),
  );
  const label: Record<OrganizationStatus, string> = {
    approved: t.approve,
    rejected: t.reject,
    suspended: t.suspend,
    pending: t.backToReview,
  };

  return (
    <section aria-labelledby="applications-title">
      <h1 id="applications-title">{t.navApplications}</h1>
      <ListFilters
        id="applications"
        value={filter}
        onChange={setFilter}
        searchPlaceholder={lf.applicationsSearch}
        active={status !== 'pending'}
        onClear={() => setStatus('pending')}
      >
        <Select
          id="application-status"
          label={t.filter}
          value={status}
          placeholder={t.all}
          clearable
          data={ORGANIZATION_STATUSES.map((s) => ({ value: s, label: a[s] }))}
          onChange={(value) => setStatus((value as OrganizationStatus | null) ?? null)}
          w={220}
        />
      </ListFilters>
      <Notice text={notice} />
      <ErrorAlert error={move.failure} />
      <QueryState query={list} empty={rows.length === 0} emptyText={filtered ? lf.noMatch : undefined}>
        <div className={styles.list}>
          {rows.map((org) => (
            <article key={org.id} className="card" aria-labelledby={`org-${org.id}`}>
              <h2 id={`org-${org.id}`}>
                {org.name} <span className="badge">{a[org.status]}</span>
              </h2>
              <dl className={styles.facts}>
                <dt>{t.orgId}</dt>
                <dd className={styles.flush}>
                  <code>{org.id}</code>
                </dd>
                <dt>{t.company}</dt>
                <dd className={styles.flush}>{org.company_name ?? t.notSet}</dd>
                <dt>{t.website}</dt>
                <dd className={styles.value}>
                  {org.website ? (
                    <a href={org.website} target="_blank" rel="noopener noreferrer">
                      {org.website}
                    </a>
                  ) : (
                    t.notSet
                  )}
                </dd>
                <dt>{t.useCase}</dt>
                <dd className={styles.story}>{org.use_case ?? t.notSet}</dd>
                <dt>{t.volume}</dt>
                <dd className={styles.flush}>{org.expected_volume ?? t.notSet}</dd>
                <dt>{t.owners}</dt>
                <dd className={styles.flush}>
                  {org.owners.length ? org.owners.map((o) => `${o.name} <${o.email}>`).join(', ') : t.notSet}
                </dd>
                <dt>{t.submitted}</dt>
                <dd className={styles.flush}>{dateTime(org.application_submitted_at ?? org.created_at, locale)}</dd>
                {org.status === 'rejected' && org.rejection_reason ? (
                  <>
                    <dt>{r.reasonShown}</dt>
                    <dd className={styles.story}>{org.rejection_reason}</dd>
                  </>
                ) : null}
              </dl>
              <div className={`row ${styles.spaced}`}>
                {MOVES[org.status].map((to) =>
                  to === 'approved' ? (
                    <Button
                      key={to}
                      disabled={move.busy}
                      onClick={() => move.submit({ organizationId: org.id, status: to })}
                    >
                      {label[to]}
                    </Button>
                  ) : to === 'rejected' ? (
                    <RejectForm
                      key={to}
                      orgId={org.id}
                      label={label[to]}
                      question={fillIn(c.moveApplication_rejected, { org: org.name })}
                      disabled={move.busy}
                      onReject={(reason) => move.submit({ organizationId: org.id, status: to, reason })}
                    />
                  ) : (
                    <ConfirmButton
                      key={to}
                      label={label[to]}
                      question={fillIn(c[`moveApplication_${to}`], { org: org.name })}
                      danger={to !== 'pending'}
                      disabled={move.busy}
                      onConfirm={() => move.submit({ organizationId: org.id, status: to })}
                    />
                  ),
                )}
              </div>
            </article>
          ))}
        </div>
        <LoadMore query={list} />
      </QueryState>
    </section>
  );
}
