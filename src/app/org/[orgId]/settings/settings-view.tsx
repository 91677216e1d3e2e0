'use client';

import { Code, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { orgHome } from '~/app/_i18n/messages/org-home';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { OrgStatusBadge, label } from '~/app/org/[orgId]/_components/badges';
import { CopyButton } from '~/app/org/[orgId]/_components/copy-button';
import { useOrg } from '~/app/org/[orgId]/_components/org-context';
import { TwoFactorRequirement } from '~/app/org/[orgId]/two-factor-requirement';
import { ThresholdForm } from './threshold-form';

/** The organization's settings: review status and application, the approval threshold, the two-step rule. */
export function SettingsView() {
  const t = useT(org);
  const h = useT(orgHome);
  const locale = useLocale();
  const { orgId, canManage } = useOrg();
  const trpc = useTRPC();
  const query = useQuery(trpc.org.overview.queryOptions({ organizationId: orgId }));
  const data = query.data;
  return (
    <QueryState query={query}>
      {data ? (
        <div className="stack">
          <h2>{h.settingsTitle}</h2>
          <section className="card" aria-labelledby="status-title">
            <h3 id="status-title">
              {t.statusTitle}: <OrgStatusBadge status={data.status} />
            </h3>
            <p>{label(t, 'orgStatusHelp_', data.status)}</p>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {h.organizationIdLabel}
              </Text>
              <Code>{data.id}</Code>
              <CopyButton text={data.id} />
            </Group>
          </section>

          <section className="card" aria-labelledby="threshold-title">
            <h3 id="threshold-title">{t.thresholdTitle}</h3>
            <p className="muted">{t.thresholdHelp}</p>
            <p>
              {t.thresholdCurrent}: <strong>{rupiah(data.approval_threshold_idr)}</strong>
            </p>
            {canManage ? <ThresholdForm current={data.approval_threshold_idr} /> : null}
          </section>

          <TwoFactorRequirement required={data.require_two_factor} />

          <section className="card" aria-labelledby="application-title">
            <h3 id="application-title">{t.applicationTitle}</h3>
            <dl className="dl-grid">
              <dt>{t.companyName}</dt>
              <dd>{data.application.company_name ?? t.none}</dd>
              <dt>{t.website}</dt>
              <dd>{data.application.website ?? t.none}</dd>
              <dt>{t.useCase}</dt>
              <dd className="pre">{data.application.use_case ?? t.none}</dd>
              <dt>{t.expectedVolume}</dt>
              <dd>{data.application.expected_volume ?? t.none}</dd>
              <dt>{t.submittedAt}</dt>
              <dd>{dateTime(data.application.submitted_at, locale)}</dd>
            </dl>
          </section>
        </div>
      ) : null}
    </QueryState>
  );
}
