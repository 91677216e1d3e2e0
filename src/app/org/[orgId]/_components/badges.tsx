'use client';

import { org, type OrgMessages } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { Badge, type Tone } from '~/app/_components/order-status-badge';

export { Badge, OrderStatusBadge } from '~/app/_components/order-status-badge';

/** Looks up `<prefix><value>` in the messages, falling back to the raw value. */
export function label(t: OrgMessages | Record<string, string>, prefix: string, value: string): string {
  return (t as Record<string, string>)[`${prefix}${value.replace(/[^a-z0-9_]/gi, '_')}`] ?? value;
}

const ORG_TONES: Record<string, Tone> = { pending: 'warn', approved: 'ok', rejected: 'danger', suspended: 'danger' };

export function OrgStatusBadge({ status }: { status: string }) {
  const t = useT(org);
  return <Badge tone={ORG_TONES[status] ?? 'muted'}>{label(t, 'orgStatus_', status)}</Badge>;
}

const EVENT_TONES: Record<string, Tone> = { pending: 'warn', delivered: 'ok', dropped: 'danger', no_target: 'muted' };

export function EventStatusBadge({ status }: { status: string }) {
  const t = useT(org);
  return <Badge tone={EVENT_TONES[status] ?? 'muted'}>{label(t, 'eventStatus_', status)}</Badge>;
}

const SIMPLE_TONES: Record<string, Tone> = {
  terbuka: 'info',
  dipilih: 'ok',
  ditutup: 'muted',
  aktif: 'info',
  ditolak: 'muted',
  belum_dibayar: 'warn',
  lunas: 'ok',
};

/** Case, bid and invoice statuses. */
export function SimpleStatusBadge({
  prefix,
  status,
}: {
  prefix: 'caseStatus_' | 'bidStatus_' | 'invoiceStatus_';
  status: string;
}) {
  const t = useT(org);
  return <Badge tone={SIMPLE_TONES[status] ?? 'muted'}>{label(t, prefix, status)}</Badge>;
}
