'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';

export function OrgTabs({ orgId }: { orgId: string }) {
  const t = useT(org);
  const pathname = usePathname();
  const base = `/org/${orgId}`;
  const tabs = [
    { href: base, label: t.tabOverview, exact: true },
    { href: `${base}/deposit`, label: t.tabDeposit },
    { href: `${base}/keys`, label: t.tabKeys },
    { href: `${base}/orders`, label: t.tabOrders },
    { href: `${base}/events`, label: t.tabEvents },
    { href: `${base}/cases`, label: t.tabCases },
    { href: `${base}/members`, label: t.tabMembers },
    { href: `${base}/charts`, label: t.tabCharts },
  ];
  return (
    <nav className="tabs" aria-label={t.navLabel}>
      {tabs.map((tab) => {
        const current = tab.exact
          ? pathname === tab.href
          : pathname === tab.href || pathname.startsWith(`${tab.href}/`);
        return (
          <Link key={tab.href} href={tab.href} aria-current={current ? 'page' : undefined}>
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
