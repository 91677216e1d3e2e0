'use client';

import { Anchor, Button } from '@mantine/core';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { common } from '~/app/_i18n/messages/common';
import { useT } from '~/app/_i18n/use-t';
import { isPublicPath } from './public-paths';
import classes from './shell.module.css';

// Client components: a Mantine component rendered as a Next <Link> takes the component as a prop, which a
// server component cannot pass.

export function BrandLink() {
  const t = useT(common);
  return (
    <Anchor component={Link} href="/" fw={700} c="dark" underline="never" size="lg" className={classes.brand}>
      {t.appName}
    </Anchor>
  );
}

export function SignInLinks() {
  const t = useT(common);
  return (
    <>
      <Button component={Link} href="/masuk" variant="default" size="xs">
        {t.signIn}
      </Button>
      <Button component={Link} href="/daftar" size="xs" visibleFrom="xs">
        {t.signUp}
      </Button>
    </>
  );
}

/** On the public pages, where there is no sidebar, the way back to a signed-in person's dashboard. */
export function DashboardLink() {
  const t = useT(common);
  if (!isPublicPath(usePathname())) return null;
  return (
    <Button component={Link} href="/dashboard" variant="light" size="xs">
      {t.dashboard}
    </Button>
  );
}
