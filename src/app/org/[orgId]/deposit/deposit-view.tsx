'use client';

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Link from 'next/link';
import { Button, Select } from '@mantine/core';
import { ListFilters } from '~/app/_components/list-filters';
import { listFilters } from '~/app/_i18n/messages/list-filters';
import type { ListFilter } from '~/shared/dashboard/list-filter';
import { LEDGER_KINDS } from '~/shared/dashboard/org-inputs';
import { dateColumn } from '~/app/_components/data-table/columns';
import { DataTable } from '~/app/_components/data-table/data-table';
import { ErrorAlert, QueryState } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { ledgerLineText } from '~/app/_lib/coded-text';
import { rupiah } from '~/app/_lib/format';
import { useTRPC, useTRPCClient } from '~/app/_lib/trpc';
import { label } from '~/app/org/[orgId]/_components/badges';
import { LoadMore } from '~/app/org/[orgId]/_components/load-more';
import { useOrg, useRefreshOrg } from '~/app/org/[orgId]/_components/org-context';
import { TransferInstructions } from '~/app/org/[orgId]/_components/transfer-instructions';
import { useSubmit } from '~/app/_lib/use-submit';

export function DepositView() {
  const { testMode } = useOrg();
  return testMode ? <TestDepositView /> : <LiveDepositView />;
}

/** Test mode: the test deposit and escrow, and a top-up button (no money moves). */
function TestDepositView() {
  const t = useT(org);
  const { orgId, canManage, status } = useOrg();
  const trpc = useTRPC();
  const refreshOrg = useRefreshOrg();
  const [amount, setAmount] = useState('10000000');
  const query = useQuery(trpc.org.testMode.balance.queryOptions({ organizationId: orgId }));
  const topUp = useSubmit(trpc.org.testMode.topUp.mutationOptions({ onSuccess: refreshOrg }));
  const parsed = Number(amount.replace(/\D/g, ''));
  return (
    <div className="stack">
      <QueryState query={query}>
        {query.data ? (
          <div className="cards">
            <section className="card">
              <h2 className="figure-label">{t.testDepositAvailable}</h2>
              <p className="big-number" data-testid="test-deposit">
                {rupiah(query.data.deposit_idr)}
              </p>
            </section>
            <section className="card">
              <h2 className="figure-label">{t.escrowHeld}</h2>
              <p className="big-number">{rupiah(query.data.escrow_idr)}</p>
            </section>
          </div>
        ) : null}
      </QueryState>
      {/* A rejected organization cannot top up, not even its test deposit. */}
      {canManage && status !== 'rejected' ? (
        <form
          className="card"
          onSubmit={(e) => {
            e.preventDefault();
            if (parsed > 0) void topUp.submit({ organizationId: orgId, amountIdr: parsed });
          }}
        >
          <h3>{t.testTopUpTitle}</h3>
          <p className="muted">{t.testTopUpHelp}</p>
          <div className="field">
            <label htmlFor="test-topup-amount">{t.amount}</label>
            <input
              id="test-topup-amount"
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </div>
          <ErrorAlert error={topUp.failure} />
          <Button type="submit" disabled={topUp.busy || !(parsed > 0)}>
            {t.testTopUp}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

type LedgerKind = (typeof LEDGER_KINDS)[number];

function LiveDepositView() {
  const t = useT(org);
  const locale = useLocale();
  const { orgId } = useOrg();
  const trpc = useTRPC();
  const client = useTRPCClient();
  // The ledger pages by `before` (an entry id), not tRPC's `cursor`, so the pages are asked here (under tRPC's key).
  const lf = useT(listFilters);
  const [filter, setFilter] = useState<ListFilter>({});
  const [kind, setKind] = useState<LedgerKind | null>(null);
  // With no filter the key is the one the server prefetched; a filtered list keeps showing the last one while it loads.
  const filters = { ...filter, ...(kind ? { kind } : {}) };
  const query = useInfiniteQuery({
    queryKey: trpc.org.deposit.queryKey({ organizationId: orgId, limit: 50, ...filters }),
    queryFn: ({ pageParam }) =>
      client.org.deposit.query({ organizationId: orgId, before: pageParam, limit: 50, ...filters }),
    placeholderData: keepPreviousData,
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.entries.at(-1)?.id : undefined),
  });
  const first = query.data?.pages[0];
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <div className="stack">
      <QueryState query={query}>
        {first ? (
          <div className="cards">
            <section className="card">
              <h2 className="figure-label">{t.depositAvailable}</h2>
              <p className="big-number">{rupiah(first.deposit_idr)}</p>
            </section>
            <section className="card">
              <h2 className="figure-label">{t.escrowHeld}</h2>
              <p className="big-number">{rupiah(first.escrow_idr)}</p>
              <p className="muted">{t.escrowHelp}</p>
            </section>
          </div>
        ) : null}
      </QueryState>

      {first?.transfer ? <TransferInstructions transfer={first.transfer} /> : null}

      <section aria-labelledby="ledger-title">
        <h2 id="ledger-title">{t.ledgerTitle}</h2>
        <ListFilters
          id="ledger"
          value={filter}
          onChange={setFilter}
          searchPlaceholder={lf.ledgerSearch}
          active={kind != null}
          onClear={() => setKind(null)}
        >
          <Select
            id="ledger-kind-filter"
            label={lf.kind}
            value={kind}
            placeholder={lf.anyKind}
            clearable
            data={LEDGER_KINDS.map((v) => ({ value: v, label: label(t, 'ledgerKind_', v) }))}
            onChange={(value) => setKind((value as LedgerKind | null) ?? null)}
            w={240}
          />
        </ListFilters>
        <QueryState query={query} empty={entries.length === 0} emptyText={t.noLedger}>
          <DataTable
            caption={t.ledgerTitle}
            rows={entries}
            rowKey={(e) => e.id}
            columns={[
              dateColumn('when', t.when, 'created_at', locale),
              {
                key: 'kind',
                header: t.kind,
                sortValue: (e) => e.kind,
                cell: (e) => (
                  <>
                    <strong>{label(t, 'ledgerKind_', e.kind)}</strong>
                    <br />
                    <span className="muted">{ledgerLineText(locale, e)}</span>
                    {e.order_id ? (
                      <>
                        <br />
                        <Link href={`/org/${orgId}/orders/${e.order_id}`}>{e.order_id}</Link>
                      </>
                    ) : null}
                  </>
                ),
              },
              {
                key: 'amount',
                header: t.amount,
                sortValue: (e) => e.amount_idr,
                cell: (e) => (
                  <span className={e.amount_idr >= 0 ? 'amount-in' : 'amount-out'}>
                    {e.amount_idr >= 0 ? '+' : '−'} {rupiah(Math.abs(e.amount_idr))}
                    <span className="muted"> ({e.amount_idr >= 0 ? t.credit : t.debit})</span>
                  </span>
                ),
              },
              {
                key: 'balance',
                header: t.balanceAfter,
                nowrap: true,
                sortValue: (e) => e.balance_after_idr,
                cell: (e) => rupiah(e.balance_after_idr),
              },
            ]}
            footer={<LoadMore query={query} />}
          />
        </QueryState>
      </section>
    </div>
  );
}
