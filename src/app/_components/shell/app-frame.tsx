'use client';

import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { usePathname } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { shell } from '~/app/_i18n/messages/shell';
import { useT } from '~/app/_i18n/use-t';
import { isPublicPath } from './public-paths';
import { SideNav, type NavRoles } from './side-nav';

/**
 * Header on every page; for a signed-in person on their own pages also a sidebar, which on phones folds
 * behind a burger button and closes again once a link is followed.
 */
export function AppFrame({
  roles,
  header,
  children,
}: {
  roles: NavRoles | null;
  header: ReactNode;
  children: ReactNode;
}) {
  const t = useT(shell);
  const pathname = usePathname();
  const [opened, { toggle, close }] = useDisclosure(false);
  const withNav = roles !== null && !isPublicPath(pathname);
  useEffect(close, [pathname, close]);
  // A folded sidebar on a phone is only moved off screen: `inert` keeps the keyboard out of it too.
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={withNav ? { width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding={{ base: 'sm', sm: 'lg' }}
      // No sliding: the menu is there at once, and a width change never shows a half-moved frame.
      transitionDuration={0}
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} gap="sm" wrap="nowrap">
          {withNav ? (
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t.closeMenu : t.openMenu}
              aria-expanded={opened}
              aria-controls="app-sidebar"
            />
          ) : null}
          {header}
        </Group>
      </AppShell.Header>
      {withNav ? (
        <AppShell.Navbar id="app-sidebar" p="sm" inert={phone && !opened} renderRoot={(props) => <div {...props} />}>
          <SideNav roles={roles} pathname={pathname} />
        </AppShell.Navbar>
      ) : null}
      {/* Each page renders its own <main>; the shell only places it. */}
      <AppShell.Main renderRoot={(props) => <div {...props} />}>
        <div className="content">{children}</div>
      </AppShell.Main>
    </AppShell>
  );
}
