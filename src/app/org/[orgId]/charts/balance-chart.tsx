'use client';

import { DataTable } from '~/app/_components/data-table/data-table';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { rupiah } from '~/app/_lib/format';
import { ACCENT, ChartNumbers, INK, legendText, MUTED, shortDate, shortRupiah, type Charts } from './chart-style';

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

export function BalanceChart({ data }: { data: Charts['balance']['points'] }) {
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
