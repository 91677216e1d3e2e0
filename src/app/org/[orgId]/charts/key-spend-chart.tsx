'use client';

import { DataTable } from '~/app/_components/data-table/data-table';
import { Box } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { org } from '~/app/_i18n/messages/org';
import type { Locale } from '~/app/_i18n/locale';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { rupiah } from '~/app/_lib/format';
import { ACCENT, ChartNumbers, INK, legendText, MUTED, PALE, shortRupiah, type Charts } from './chart-style';

export function KeySpendChart({ data }: { data: Charts['key_spend'] }) {
  const t = useT(org);
  const locale = useLocale();
  const rows = data.map((k) => ({
    // The axis label carries both numbers, so every key reads in words, even with nothing spent yet.
    key: `${k.name} (${k.prefix}): ${shortRupiah(k.month_spent_idr, locale)} / ${shortRupiah(k.monthly_limit_idr, locale)} = ${percent(k.used_percent, locale)}`,
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
                    cell: (k) => percent(k.used_percent, locale),
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

/** `25,5%` in Indonesian, `25.5%` in English: the decimal mark of the language around it. */
function percent(value: number, locale: Locale): string {
  return `${new Intl.NumberFormat(locale === 'id' ? 'id-ID' : 'en-GB', { maximumFractionDigits: 1 }).format(value)}%`;
}
