'use client';

import type { inferRouterOutputs } from '@trpc/server';
import type { DashboardRouter } from '~/server/api/routers/dashboard/router';
import { DataTable } from '~/app/_components/data-table/data-table';
import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { QueryState } from '~/app/_components/ui';
import { useOrderStatusLabel } from '~/app/_components/order-status-badge';
import { org } from '~/app/_i18n/messages/org';
import type { Locale } from '~/app/_i18n/locale';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { rupiah } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { useOrg } from '~/app/org/[orgId]/_components/org-context';

type Charts = inferRouterOutputs<DashboardRouter>['org']['charts'];

const INK = '#1b1f24';
const ACCENT = '#0b5cad';
const MUTED = '#57606a';
const PALE = '#eef1f4';

/** Legend entries in ink, whatever the series colour (a pale series would otherwise be unreadable). */
const legendText = (value: string) => <span className="chart-legend">{value}</span>;

/** `Rp 5 jt` / `Rp 5M`: short amounts for axes and bar labels; tables carry the exact values. */
function shortRupiah(value: number, locale: Locale): string {
  return `Rp ${new Intl.NumberFormat(locale === 'id' ? 'id-ID' : 'en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value)}`;
}

function shortDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export function ChartsView() {
  const t = useT(org);
  const { orgId } = useOrg();
  const trpc = useTRPC();
  const query = useQuery(trpc.org.charts.queryOptions({ organizationId: orgId }));
  return (
    <div className="stack">
      <h2>{t.chartsTitle}</h2>
      <QueryState query={query}>
        {query.data ? (
          <>
            <KeySpendChart data={query.data.key_spend} />
            <BalanceChart data={query.data.balance.points} />
            <OrdersByStatusChart data={query.data.orders_by_status} />
          </>
        ) : null}
      </QueryState>
    </div>
  );
}

function KeySpendChart({ data }: { data: Charts['key_spend'] }) {
  const t = useT(org);
  const locale = useLocale();
  const rows = data.map((k) => ({
    // The axis label carries both numbers, so every key reads in words, even with nothing spent yet.
    key: `${k.name} (${k.prefix}): ${shortRupiah(k.month_spent_idr, locale)} / ${shortRupiah(k.monthly_limit_idr, locale)} = ${k.used_percent}%`,
    spent: k.month_spent_idr,
    limit: k.monthly_limit_idr,
  }));
  return (
    <section className="card">
      <figure className="chart">
        <figcaption id="chart-key-spend">{t.keySpendTitle}</figcaption>
        {rows.length === 0 ? (
          <p className="empty">{t.noChartKeys}</p>
        ) : (
          <>
            <Box className="chart-box" h={Math.max(220, rows.length * 110 + 80)}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  data={rows}
                  layout="vertical"
                  margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
                  aria-labelledby="chart-key-spend"
                >
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis
                    type="number"
                    tickFormatter={(v: number) => shortRupiah(v, locale)}
                    stroke={MUTED}
                    allowDecimals={false}
                  />
                  <YAxis
                    type="category"
                    dataKey="key"
                    width={200}
                    stroke={MUTED}
                    tick={{ fontSize: 12, fill: INK }}
                    interval={0}
                  />
                  <Tooltip formatter={(value) => rupiah(Number(value))} />
                  <Legend formatter={legendText} />
                  <Bar dataKey="spent" name={t.spent} fill={ACCENT} isAnimationActive={false} />
                  <Bar
                    dataKey="limit"
                    name={t.limit}
                    fill={PALE}
                    stroke={MUTED}
                    strokeDasharray="4 3"
                    isAnimationActive={false}
                  />
                </BarChart>
              </ResponsiveContainer>
            </Box>
            <ChartNumbers caption={t.dataTable}>
              <DataTable
                caption={t.keySpendTitle}
                rows={data}
                rowKey={(k) => k.prefix}
                columns={[
                  {
                    key: 'c0',
                    header: t.key,
                    sortValue: (k) => k.name,
                    cell: (k) => (
                      <>
                        {k.name} <code>{k.prefix}</code> <span className="muted">({k.month})</span>
                      </>
                    ),
                  },
                  {
                    key: 'c1',
                    header: t.spent,
                    nowrap: true,
                    sortValue: (k) => k.month_spent_idr,
                    cell: (k) => rupiah(k.month_spent_idr),
                  },
                  {
                    key: 'c2',
                    header: t.limit,
                    nowrap: true,
                    sortValue: (k) => k.monthly_limit_idr,
                    cell: (k) => rupiah(k.monthly_limit_idr),
                  },
                  {
                    key: 'c3',
                    header: t.percentUsed,
                    sortValue: (k) => k.used_percent,
                    cell: (k) => <>{k.used_percent}%</>,
                  },
                ]}
              />
            </ChartNumbers>
          </>
        )}
      </figure>
    </section>
  );
}

/** A square marker, so escrow is told from deposit by shape as well as by line style. */
function SquareDot(props: { cx?: number; cy?: number; stroke?: string; index?: number }) {
  if (props.cx == null || props.cy == null) return <g key={props.index} />;
  return (
    <rect
      key={props.index}
      x={props.cx - 3.5}
      y={props.cy - 3.5}
      width={7}
      height={7}
      fill="#fff"
      stroke={props.stroke}
      strokeWidth={2}
    />
  );
}

function BalanceChart({ data }: { data: Charts['balance']['points'] }) {
  const t = useT(org);
  const locale = useLocale();
  const changed = data.filter(
    (p, i) =>
      i === data.length - 1 ||
      i === 0 ||
      p.deposit_idr !== data[i - 1]!.deposit_idr ||
      p.escrow_idr !== data[i - 1]!.escrow_idr,
  );
  return (
    <section className="card">
      <figure className="chart">
        <figcaption id="chart-balance">{t.balanceTitle}</figcaption>
        {data.every((p) => p.deposit_idr === 0 && p.escrow_idr === 0) ? (
          <p className="empty">{t.noChartBalance}</p>
        ) : (
          <>
            <p className="muted">{t.balanceLegendNote}</p>
            <div className="chart-box">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart
                  data={data}
                  margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
                  aria-labelledby="chart-balance"
                >
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis
                    dataKey="date"
                    tickFormatter={(d: string) => shortDate(d, locale)}
                    stroke={MUTED}
                    minTickGap={16}
                  />
                  <YAxis
                    tickFormatter={(v: number) => shortRupiah(v, locale)}
                    stroke={MUTED}
                    width={80}
                    allowDecimals={false}
                    domain={[0, 'auto']}
                  />
                  <Tooltip
                    formatter={(value) => rupiah(Number(value))}
                    labelFormatter={(d) => shortDate(String(d), locale)}
                  />
                  <Legend formatter={legendText} />
                  <Line
                    type="stepAfter"
                    dataKey="deposit_idr"
                    name={t.deposit}
                    stroke={ACCENT}
                    strokeWidth={2}
                    dot={{ r: 3 }}
                    isAnimationActive={false}
                  />
                  <Line
                    type="stepAfter"
                    dataKey="escrow_idr"
                    name={t.escrow}
                    stroke={INK}
                    strokeWidth={2}
                    strokeDasharray="6 4"
                    dot={<SquareDot />}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </div>
            <ChartNumbers caption={`${t.dataTable} — ${t.balanceTableNote}`}>
              <DataTable
                caption={t.balanceTitle}
                rows={changed}
                rowKey={(p) => p.date}
                columns={[
                  { key: 'c0', header: t.date, nowrap: true, cell: (p) => shortDate(p.date, locale) },
                  {
                    key: 'c1',
                    header: t.deposit,
                    nowrap: true,
                    sortValue: (p) => p.deposit_idr,
                    cell: (p) => rupiah(p.deposit_idr),
                  },
                  {
                    key: 'c2',
                    header: t.escrow,
                    nowrap: true,
                    sortValue: (p) => p.escrow_idr,
                    cell: (p) => rupiah(p.escrow_idr),
                  },
                ]}
              />
            </ChartNumbers>
          </>
        )}
      </figure>
    </section>
  );
}

function OrdersByStatusChart({ data }: { data: Charts['orders_by_status'] }) {
  const t = useT(org);
  const statusLabel = useOrderStatusLabel();
  // Only the statuses that have orders get a bar; the table below lists every status.
  const rows = data.filter((s) => s.count > 0).map((s) => ({ status: statusLabel(s.status), count: s.count }));
  const total = data.reduce((sum, s) => sum + s.count, 0);
  return (
    <section className="card">
      <figure className="chart">
        <figcaption id="chart-status">{t.ordersByStatusTitle}</figcaption>
        {total === 0 ? (
          <p className="empty">{t.noChartOrders}</p>
        ) : (
          <>
            <Box className="chart-box" h={Math.max(160, rows.length * 48 + 80)}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  data={rows}
                  layout="vertical"
                  margin={{ top: 8, right: 40, bottom: 8, left: 8 }}
                  aria-labelledby="chart-status"
                >
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis type="number" allowDecimals={false} stroke={MUTED} />
                  <YAxis
                    type="category"
                    dataKey="status"
                    width={150}
                    stroke={MUTED}
                    tick={{ fontSize: 12 }}
                    interval={0}
                  />
                  <Tooltip />
                  <Bar dataKey="count" name={t.count} fill={ACCENT} isAnimationActive={false}>
                    <LabelList dataKey="count" position="right" fill={INK} fontSize={12} />
                  </Bar>
                </BarChart>
              </ResponsiveContainer>
            </Box>
            <ChartNumbers caption={t.dataTable}>
              <DataTable
                caption={t.ordersByStatusTitle}
                rows={data}
                rowKey={(s) => s.status}
                columns={[
                  {
                    key: 'c0',
                    header: t.filterStatus,
                    cell: (s) => (
                      <>
                        {statusLabel(s.status)} <code>{s.status}</code>
                      </>
                    ),
                  },
                  { key: 'c1', header: t.count, sortValue: (s) => s.count, cell: (s) => s.count },
                ]}
              />
            </ChartNumbers>
          </>
        )}
      </figure>
    </section>
  );
}

/** The numbers behind a chart, as a table (collapsed by default, open for anyone who prefers to read). */
function ChartNumbers({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <details className="chart-numbers">
      <summary>{caption}</summary>
      {children}
    </details>
  );
}
