'use client';

import type { OrderStatus } from '~/shared/orders/order-statuses';
import { orderStatus } from '~/app/_i18n/messages/order-status';
import { useT } from '~/app/_i18n/use-t';

export type Tone = 'ok' | 'warn' | 'danger' | 'info' | 'muted';

/** A badge always says what it means in words; the colour only repeats it. */
export function Badge({ tone, children, title }: { tone: Tone; children: React.ReactNode; title?: string }) {
  return (
    <span className={`badge tone-${tone}`} title={title}>
      <span className="dot" aria-hidden="true" />
      {children}
    </span>
  );
}

const ORDER_TONES: Record<OrderStatus, Tone> = {
  menunggu_bayar: 'warn',
  dibayar: 'info',
  ditawarkan: 'info',
  diambil: 'info',
  dikerjakan: 'info',
  butuh_input_klien: 'warn',
  diserahkan: 'warn',
  selesai: 'ok',
  sengketa: 'danger',
  dibatalkan: 'muted',
  direfund: 'muted',
};

/** An order state in words; its code (the spec's name) only as the tooltip, for those who look for it. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT(orderStatus);
  return (
    <Badge tone={ORDER_TONES[status] ?? 'muted'} title={status}>
      {t[status] ?? status}
    </Badge>
  );
}

/** The words for a state, for places that are not a badge (filters, charts). */
export function useOrderStatusLabel(): (status: string) => string {
  const t = useT(orderStatus);
  return (status) => (t as Record<string, string>)[status] ?? status;
}
