'use client';

import type { inferRouterOutputs } from '@trpc/server';
import type { DashboardRouter } from '~/server/api/routers/dashboard/router';
import type { ReactNode } from 'react';
import type { Locale } from '~/app/_i18n/locale';

export type Charts = inferRouterOutputs<DashboardRouter>['org']['charts'];

export const INK = '#1b1f24';
export const ACCENT = '#0b5cad';
export const MUTED = '#57606a';
export const PALE = '#eef1f4';

/** Legend entries in ink, whatever the series colour (a pale series would otherwise be unreadable). */
export const legendText = (value: string) => <span className="chart-legend">{value}</span>;

/** `Rp 5 jt` / `Rp 5M`: short amounts for axes and bar labels; tables carry the exact values. */
export function shortRupiah(value: number, locale: Locale): string {
  return `Rp ${new Intl.NumberFormat(locale === 'id' ? 'id-ID' : 'en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value)}`;
}

export function shortDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The numbers behind a chart, as a table (collapsed by default, open for anyone who prefers to read). */
export function ChartNumbers({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <details className="chart-numbers">
      <summary>{caption}</summary>
      {children}
    </details>
  );
}
