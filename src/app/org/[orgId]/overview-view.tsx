'use client';

import { Button } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { ErrorAlert, Field, QueryState } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { useTRPC, useTRPCClient } from '~/app/_lib/trpc';
import { thresholdFields } from '~/shared/dashboard/org-inputs';
import { OrgStatusBadge, label } from './_components/badges';
import { invalidProps, parseRupiah } from '~/app/_lib/forms';
import { validate } from './_components/forms';
import { useOrg, useRefreshOrg } from './_components/org-context';
import { RejectionNotice } from './_components/rejection-notice';
import { TransferInstructions } from './_components/transfer-instructions';
import { TwoFactorRequirement } from './two-factor-requirement';

export function OverviewView() {
  const t = useT(org);
  const locale = useLocale();
  const { orgId, canManage } = useOrg();
  const trpc = useTRPC();
  const query = useQuery(trpc.org.overview.queryOptions({ organizationId: orgId }));
  const data = query.data;
  return (
    <QueryState query={query}>
      {data ? (
        <div className="stack">
          <section className="card" aria-labelledby="status-title">
            <h2 id="status-title">
              {t.statusTitle}: <OrgStatusBadge status={data.status} />
            </h2>
            <p>{label(t, 'orgStatusHelp_', data.status)}</p>
            <p className="muted">
              {t.organizationId}: <code>{data.id}</code>
            </p>
          </section>

          {data.status === 'rejected' ? <RejectionNotice reason={data.rejection_reason} /> : null}

          <div className="cards">
            <section className="card">
              <h2>{t.depositAvailable}</h2>
              <p className="big-number">{rupiah(data.deposit_idr)}</p>
              {data.transfer ? <Link href={`/org/${orgId}/deposit`}>{t.transferTitle}</Link> : null}
            </section>
            <section className="card">
              <h2>{t.escrowHeld}</h2>
              <p className="big-number">{rupiah(data.escrow_idr)}</p>
              <p className="muted">{t.escrowHelp}</p>
            </section>
            <section className="card">
              <h2>{t.awaitingApproval}</h2>
              <p className="big-number">{data.orders_awaiting_approval}</p>
              {data.orders_awaiting_approval > 0 ? (
                <Link href={`/org/${orgId}/orders?status=menunggu_bayar`}>{t.reviewWaiting}</Link>
              ) : null}
            </section>
          </div>

          <section className="card" aria-labelledby="threshold-title">
            <h2 id="threshold-title">{t.thresholdTitle}</h2>
            <p className="muted">{t.thresholdHelp}</p>
            <p>
              {t.thresholdCurrent}: <strong>{rupiah(data.approval_threshold_idr)}</strong>
            </p>
            {canManage ? <ThresholdForm current={data.approval_threshold_idr} /> : null}
          </section>

          <TwoFactorRequirement required={data.require_two_factor} />

          <section className="card" aria-labelledby="application-title">
            <h2 id="application-title">{t.applicationTitle}</h2>
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

          {data.transfer ? <TransferInstructions transfer={data.transfer} /> : null}
        </div>
      ) : null}
    </QueryState>
  );
}

function ThresholdForm({ current }: { current: number }) {
  const t = useT(org);
  const { orgId } = useOrg();
  const client = useTRPCClient();
  const refreshOrg = useRefreshOrg();
  const [text, setText] = useState(current.toLocaleString('id-ID'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (thresholdIdr: number) => client.org.setThreshold.mutate({ organizationId: orgId, thresholdIdr }),
    onSuccess: refreshOrg,
  });
  const parsedPreview = parseRupiah(text);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(thresholdFields, { thresholdIdr: parseRupiah(text) }, t);
    setErrors(result.errors ?? {});
    if (result.data) mutation.mutate(result.data.thresholdIdr);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Field
        id="threshold"
        label={t.thresholdLabel}
        error={errors.thresholdIdr}
        hint={Number.isFinite(parsedPreview) ? `${t.amountPreview}: ${rupiah(parsedPreview)}` : undefined}
      >
        <input
          id="threshold"
          name="thresholdIdr"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            mutation.reset();
          }}
          {...invalidProps('threshold', errors.thresholdIdr)}
        />
      </Field>
      <ErrorAlert error={mutation.error} />
      <div className="row">
        <Button type="submit" disabled={mutation.isPending}>
          {t.saveThreshold}
        </Button>
        <span role="status" className="ok-note">
          {mutation.isSuccess ? t.saved : ''}
        </span>
      </div>
    </form>
  );
}
