'use client';

import { DataTable } from '~/app/_components/data-table/data-table';
import { Box } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useOrderStatusLabel } from '~/app/_components/order-status-badge';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { ACCENT, ChartNumbers, INK, MUTED, type Charts } from './chart-style';

export function OrdersByStatusChart({ data }: { data: Charts['orders_by_status'] }) {
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
