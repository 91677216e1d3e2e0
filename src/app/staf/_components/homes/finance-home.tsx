'use client';

import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { DataTable } from '~/app/_components/data-table/data-table';
import { QueryState } from '~/app/_components/ui';
import { WaitingList } from '~/app/_components/waiting-list';
import { counted, fillIn } from '~/app/_i18n/messages/confirmations';
import { roleHomes } from '~/app/_i18n/messages/role-homes';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';

/**
 * Finance's home: the unpaid invoices with their sum and the oldest of them, then the week's transfers and
 * the one primary action, recording a transfer seen in the bank statement.
 */
export function FinanceHome() {
  const trpc = useTRPC();
  const t = useT(roleHomes);
  const locale = useLocale();
  const home = useQuery(trpc.staff.finance.home.queryOptions());
  const data = home.data;
  return (
    <QueryState query={home}>
      {data ? (
        <Stack gap="md">
          <WaitingList
            id="waiting-title"
            title={t.waitingTitle}
            emptyText={t.financeNothing}
            items={[
              {
                n: data.invoices_due,
                text: `${counted(t.invoicesWaiting, data.invoices_due, locale)} (${rupiah(data.invoices_due_idr)})`,
                href: '/staf/keuangan/invoice',
                action: t.markPaid,
              },
            ]}
          >
            {data.oldest_invoices.length > 0 ? (
              <>
                <Title order={3} size="h5" mt="md" id="oldest-title">
                  {t.oldestTitle}
                </Title>
                <DataTable
                  caption={t.oldestTitle}
                  rows={data.oldest_invoices}
                  rowKey={(i) => i.id}
                  columns={[
                    { key: 'org', header: t.organization, cell: (i) => i.organization_name },
                    { key: 'amount', header: t.amount, cell: (i) => rupiah(i.amount_idr) },
                    { key: 'created', header: t.created, cell: (i) => dateTime(i.created_at, locale) },
                    {
                      key: 'id',
                      header: t.invoice,
                      cell: (i) => (
                        <Text size="xs" c="dimmed" ff="monospace">
                          {i.id}
                        </Text>
                      ),
                    },
                  ]}
                />
              </>
            ) : null}
          </WaitingList>
          <section className="card" aria-labelledby="transfers-week">
            <Text id="transfers-week" mb="sm">
              {fillIn(t.transfersWeek, { n: data.transfers_this_week, sum: rupiah(data.transfers_this_week_idr) })}
            </Text>
            <Button component={Link} href="/staf/keuangan/transfer">
              {t.recordTransfer}
            </Button>
          </section>
        </Stack>
      ) : null}
    </QueryState>
  );
}
