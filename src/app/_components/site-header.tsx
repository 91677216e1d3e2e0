import { Group, Text, VisuallyHidden } from '@mantine/core';
import { common } from '~/app/_i18n/messages/common';
import { shell } from '~/app/_i18n/messages/shell';
import { getLocale } from '~/app/_i18n/server';
import { LanguageSwitch } from './language-switch';
import { NotificationBell } from './notifications/notification-bell';
import { BrandLink, DashboardLink, SignInLinks } from './shell/header-links';
import { SignOutButton } from './sign-out-button';
import classes from './shell/shell.module.css';

/**
 * The header's content: the brand, the language switch, and who is signed in. Where a person goes from here
 * is the sidebar's job (src/app/_components/shell/side-nav.tsx); signed out, sign-in and sign-up.
 */
export async function SiteHeader({ user }: { user: { email: string } | null }) {
  const locale = await getLocale();
  const t = common[locale];
  const s = shell[locale];
  return (
    <Group justify="space-between" wrap="nowrap" flex={1} gap="sm" miw={0}>
      <BrandLink />
      <Group gap="xs" wrap="nowrap" className={classes.actions}>
        <LanguageSwitch />
        {user ? (
          <>
            <DashboardLink />
            <NotificationBell />
            <Text size="sm" c="dimmed" visibleFrom="md" truncate="end" maw={260} title={user.email}>
              <VisuallyHidden>{s.signedInAs} </VisuallyHidden>
              {user.email}
            </Text>
            <SignOutButton label={t.signOut} />
          </>
        ) : (
          <SignInLinks />
        )}
      </Group>
    </Group>
  );
}
