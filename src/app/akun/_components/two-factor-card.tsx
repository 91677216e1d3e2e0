'use client';

import { Button } from '@mantine/core';
import Link from 'next/link';
import { twoFactor } from '~/app/_i18n/messages/two-factor';
import { useT } from '~/app/_i18n/use-t';

/**
 * For the account page: whether the second factor is on, and the way to the page that manages it.
 * `enabled` comes from the session (SessionUser.twoFactorEnabled).
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const t = useT(twoFactor);
  return (
    <section className="card" aria-labelledby="two-factor-card-title">
      <h2 id="two-factor-card-title">{t.title}</h2>
      <p className="muted">{t.cardIntro}</p>
      <p>
        {t.statusLabel}: <span className="badge">{enabled ? t.statusOn : t.statusOff}</span>
      </p>
      <Button component={Link} href="/akun/dua-faktor" variant={enabled ? 'default' : 'filled'}>
        {enabled ? t.manage : t.turnOn}
      </Button>
    </section>
  );
}
