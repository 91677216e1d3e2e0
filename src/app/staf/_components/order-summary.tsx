'use client';

import styles from '~/app/_components/layout.module.css';
import type { OrderStatus } from '~/server/db/schema';
import { staff } from '~/app/_i18n/messages/staff';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { OrderStatusBadge } from './bits';
import type { OrderAction } from '~/shared/orders/order-actions';

export type StaffOrder = {
  id: string;
  organization_id: string;
  organization_name: string;
  service_name: string;
  service: string;
  status: OrderStatus;
  price_idr: number;
  practitioner_id: string | null;
  practitioner_name: string | null;
  updated_at: string;
  allowed_actions: OrderAction[];
};

/** Who ordered what, for how much, held by whom: the facts an operator decides on. */
export function OrderSummary({ order }: { order: StaffOrder }) {
  const t = useT(staff);
  const locale = useLocale();
  return (
    <dl className={styles.facts}>
      <dt>{t.order}</dt>
      <dd>
        <code>{order.id}</code> <OrderStatusBadge status={order.status} />
      </dd>
      <dt>{t.organization}</dt>
      <dd>
        {order.organization_name} <code>{order.organization_id}</code>
      </dd>
      <dt>{t.service}</dt>
      <dd>
        {order.service_name} <code>{order.service}</code>
      </dd>
      <dt>{t.amount}</dt>
      <dd>{rupiah(order.price_idr)}</dd>
      <dt>{t.practitioner}</dt>
      <dd>{order.practitioner_name ? `${order.practitioner_name} (${order.practitioner_id})` : t.notSet}</dd>
      <dt>{t.updated}</dt>
      <dd>{dateTime(order.updated_at, locale)}</dd>
    </dl>
  );
}
