'use client';

import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import type { PlatformRole } from '~/server/db/schema';
import { common } from '~/app/_i18n/messages/common';
import { orgHome } from '~/app/_i18n/messages/org-home';
import { org } from '~/app/_i18n/messages/org';
import { practitioner } from '~/app/_i18n/messages/practitioner';
import { shell } from '~/app/_i18n/messages/shell';
import { staff } from '~/app/_i18n/messages/staff';
import { useT } from '~/app/_i18n/use-t';
import { SECTIONS } from '~/app/staf/_components/sections';

export type NavRoles = { practitioner: boolean; platformRole: PlatformRole | null; organizations: string[] };

type Item = { href: string; label: string; exact?: boolean };
type Group = { title: string; items: Item[] };

function isActive(pathname: string, item: Item): boolean {
  return item.exact ? pathname === item.href : pathname === item.href || pathname.startsWith(`${item.href}/`);
}

/**
 * The sidebar: the person's start pages by role, then the pages of the area they are in (an organization,
 * the practitioner workspace, the staff console). The current page is marked (aria-current).
 */
export function SideNav({ roles, pathname }: { roles: NavRoles; pathname: string }) {
  const c = useT(common);
  const s = useT(shell);
  const o = useT(org);
  const h = useT(orgHome);
  const p = useT(practitioner);
  const st = useT(staff);

  const start: Item[] = [{ href: '/dashboard', label: c.dashboard, exact: true }];
  if (roles.practitioner) start.push({ href: '/praktisi', label: c.practitionerWorkspace, exact: true });
  if (roles.platformRole) start.push({ href: '/staf', label: c.staffConsole, exact: true });
  start.push({ href: '/akun', label: c.accountSecurity });
  const groups: Group[] = [{ title: s.mainNav, items: start }];

  const orgId = /^\/org\/([^/]+)/.exec(pathname)?.[1];
  if (orgId && roles.organizations.includes(orgId)) {
    const base = `/org/${orgId}`;
    groups.push({
      title: s.areaOrganization,
      items: [
        { href: base, label: o.tabOverview, exact: true },
        { href: `${base}/orders`, label: o.tabOrders },
        { href: `${base}/cases`, label: o.tabCases },
        { href: `${base}/deposit`, label: o.tabDeposit },
        { href: `${base}/keys`, label: o.tabKeys },
        { href: `${base}/members`, label: o.tabMembers },
        { href: `${base}/events`, label: o.tabEvents },
        { href: `${base}/charts`, label: o.tabCharts },
        { href: `${base}/settings`, label: h.tabSettings },
      ],
    });
  }
  if (roles.practitioner && pathname.startsWith('/praktisi')) {
    groups.push({
      title: s.areaPractitioner,
      items: [
        { href: '/praktisi', label: p.navOffers, exact: true },
        { href: '/praktisi/order', label: p.navOrders },
        { href: '/praktisi/kasus', label: p.navCases },
        { href: '/praktisi/pendapatan', label: s.practitionerEarnings },
      ],
    });
  }
  if (roles.platformRole && pathname.startsWith('/staf')) {
    const role = roles.platformRole;
    groups.push({
      title: role === 'operator' ? st.operatorArea : st.financeArea,
      items: SECTIONS[role].map((section) => ({ href: section.href, label: st[section.label] })),
    });
  }

  const litInArea = new Set(
    groups
      .slice(1)
      .flatMap((g) => g.items)
      .filter((item) => isActive(pathname, item))
      .map((item) => item.href),
  );
  return (
    <ScrollArea type="auto">
      <Stack gap="md">
        {groups.map((group, index) => (
          <nav key={group.title} aria-label={group.title}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
              {group.title}
            </Text>
            {group.items.map((item) => {
              // One lit item: a start page that is also its area's first page is lit in the area only.
              const active = isActive(pathname, item) && !(index === 0 && litInArea.has(item.href));
              return (
                <NavLink
                  key={item.href}
                  component={Link}
                  href={item.href}
                  label={item.label}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  variant="light"
                />
              );
            })}
          </nav>
        ))}
      </Stack>
    </ScrollArea>
  );
}
