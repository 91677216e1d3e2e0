'use client';

import type { ReactNode } from 'react';
import { org, type OrgMessages } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';

type Tone = 'ok' | 'warn' | 'danger' | 'info' | 'muted';

/** A badge always says what it means in words; the colour only repeats it. */
export function Badge({ tone, children, title }: { tone: Tone; children: ReactNode; title?: string }) {
  return (
    <span className={`badge tone-${tone}`} title={title}>
      <span className="dot" aria-hidden="true" />
      {children}
    </span>
  );
}

/** Looks up `<prefix><value>` in the messages, falling back to the raw value. */
export function label(t: OrgMessages | Record<string, string>, prefix: string, value: string): string {
  return (t as Record<string, string>)[`${prefix}${value.replace(/[^a-z0-9_]/gi, '_')}`] ?? value;
}

const ORDER_TONES: Record<string, Tone> = {
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

export function OrderStatusBadge({ status }: { status: string }) {
  const t = useT(org);
  return (
    <Badge tone={ORDER_TONES[status] ?? 'muted'} title={status}>
      {label(t, 'status_', status)} <code className="tone-muted">{status}</code>
    </Badge>
  );
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
export function SimpleStatusBadge({ prefix, status }: { prefix: 'caseStatus_' | 'bidStatus_' | 'invoiceStatus_'; status: string }) {
  const t = useT(org);
  return <Badge tone={SIMPLE_TONES[status] ?? 'muted'}>{label(t, prefix, status)}</Badge>;
}
