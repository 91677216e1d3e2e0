'use client';

import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { OrderStatusBadge } from '~/app/org/[orgId]/_components/badges';
import type { OrderDetail } from './order-detail';

/** The order's id, status, price and dates. */
export function OrderFacts({ order }: { order: OrderDetail['order'] }) {
  const t = useT(org);
  const locale = useLocale();
  return (
    <section aria-labelledby="order-title">
      <h2 id="order-title">
        {t.orderTitle} <code>{order.id}</code>
      </h2>
      <p>
        <OrderStatusBadge status={order.status} />
      </p>
      <dl className="dl-grid">
        <dt>{t.service}</dt>
        <dd>
          <code>{order.service}</code>
        </dd>
        <dt>{t.price}</dt>
        <dd>
          {rupiah(order.price_idr)}
          {order.approval_required ? <span className="muted"> ({t.needsApproval})</span> : null}
        </dd>
        <dt>{t.maxBudget}</dt>
        <dd>{order.max_budget != null ? rupiah(order.max_budget) : t.none}</dd>
        <dt>{t.slaDue}</dt>
        <dd>{dateTime(order.sla_due_at, locale)}</dd>
        <dt>{t.created}</dt>
        <dd>{dateTime(order.created_at, locale)}</dd>
        <dt>{t.updated}</dt>
        <dd>{dateTime(order.updated_at, locale)}</dd>
        <dt>{t.callbackUrl}</dt>
        <dd>{order.callback_url ?? t.none}</dd>
      </dl>
    </section>
  );
}
