import type { ReactNode } from 'react';
import { earnings } from '~/app/_i18n/messages/earnings';
import { practitioner } from '~/app/_i18n/messages/practitioner';
import { getLocale } from '~/app/_i18n/server';
import { requirePractitioner } from '~/app/_lib/guards';
import { Tabs } from './_components/tabs';

export const dynamic = 'force-dynamic';

/** Only signed-in, active practitioners reach the workspace (its procedures check the same again). */
export default async function PractitionerLayout({ children }: { children: ReactNode }) {
  await requirePractitioner();
  const locale = await getLocale();
  const t = practitioner[locale];
  return (
    <main>
      <h1>{t.title}</h1>
      <Tabs
        label={t.title}
        items={[
          { href: '/praktisi', label: t.navOffers, exact: true },
          { href: '/praktisi/order', label: t.navOrders },
          { href: '/praktisi/kasus', label: t.navCases },
          { href: '/praktisi/pendapatan', label: earnings[locale].navEarnings },
        ]}
      />
      {children}
    </main>
  );
}
