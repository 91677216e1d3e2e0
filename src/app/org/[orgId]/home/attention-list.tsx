'use client';

import { Anchor, Group, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { orgHome } from '~/app/_i18n/messages/org-home';
import { counted } from '~/app/_i18n/messages/confirmations';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { rupiah } from '~/app/_lib/format';
import type { inferRouterOutputs } from '@trpc/server';
import type { DashboardRouter } from '~/server/api/routers/dashboard/router';
import { useOrg } from '~/app/org/[orgId]/_components/org-context';

type Attention = inferRouterOutputs<DashboardRouter>['org']['home']['attention'];

/** What waits on someone of the organization now, each with a link to where it is done. */
export function AttentionList({ attention }: { attention: Attention }) {
  const h = useT(orgHome);
  const locale = useLocale();
  // The noun agrees with the count (English: 1 order, 2 orders); the figure itself is set in bold apart.
  const noun = (template: string, n: number) => counted(template, n, locale);
  const { orgId } = useOrg();
  const base = `/org/${orgId}`;
  const items = [
    {
      n: attention.orders_awaiting_approval,
      text: noun(h.attentionApproval, attention.orders_awaiting_approval),
      href: `${base}/orders?status=menunggu_bayar`,
    },
    {
      n: attention.orders_needing_reply,
      text: noun(h.attentionReply, attention.orders_needing_reply),
      href: `${base}/orders?status=butuh_input_klien`,
    },
    {
      n: attention.orders_to_review,
      text: noun(h.attentionReview, attention.orders_to_review),
      href: `${base}/orders?status=diserahkan`,
    },
    {
      n: attention.unpaid_invoices,
      text: `${noun(h.attentionInvoices, attention.unpaid_invoices)} (${rupiah(attention.unpaid_invoices_idr)})`,
      href: `${base}/cases`,
    },
    {
      n: attention.failing_webhooks,
      text: noun(h.attentionWebhooks, attention.failing_webhooks),
      href: `${base}/events`,
    },
  ].filter((item) => item.n > 0);
  return (
    <section className="card" aria-labelledby="attention-title">
      <Title order={2} size="h3" id="attention-title">
        {h.attentionTitle}
      </Title>
      {items.length === 0 ? (
        <p className="empty">{h.nothingWaiting}</p>
      ) : (
        <ul className="attention-list">
          {items.map((item) => (
            <li key={item.href}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text>
                  <Text span fw={700} size="lg">
                    {item.n}
                  </Text>{' '}
                  {item.text}
                </Text>
                <Anchor component={Link} href={item.href}>
                  {h.open} <span className="sr-only">{item.text}</span>
                </Anchor>
              </Group>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
