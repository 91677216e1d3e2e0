'use client';

import { WaitingList } from '~/app/_components/waiting-list';
import { counted } from '~/app/_i18n/messages/confirmations';
import { orgHome } from '~/app/_i18n/messages/org-home';
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
  const item = (n: number, text: string, href: string) => ({ n, text: noun(text, n), href, action: h.open });
  return (
    <WaitingList
      id="attention-title"
      title={h.attentionTitle}
      emptyText={h.nothingWaiting}
      items={[
        item(attention.orders_awaiting_approval, h.attentionApproval, `${base}/orders?status=menunggu_bayar`),
        item(attention.orders_needing_reply, h.attentionReply, `${base}/orders?status=butuh_input_klien`),
        item(attention.orders_to_review, h.attentionReview, `${base}/orders?status=diserahkan`),
        {
          ...item(attention.unpaid_invoices, h.attentionInvoices, `${base}/cases`),
          text: `${noun(h.attentionInvoices, attention.unpaid_invoices)} (${rupiah(attention.unpaid_invoices_idr)})`,
        },
        item(attention.failing_webhooks, h.attentionWebhooks, `${base}/events`),
      ]}
    />
  );
}
