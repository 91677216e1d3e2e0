import type { ReactNode } from 'react';
import { practitioner } from '~/app/_i18n/messages/practitioner';
import { getLocale } from '~/app/_i18n/server';
import { requirePractitioner } from '~/app/_lib/guards';

export const dynamic = 'force-dynamic';

/** Only signed-in, active practitioners reach the workspace (its procedures check the same again). */
export default async function PractitionerLayout({ children }: { children: ReactNode }) {
  await requirePractitioner();
  const t = practitioner[await getLocale()];
  return (
    <main>
      <h1>{t.title}</h1>
      {children}
    </main>
  );
}
