import { Breadcrumbs, Text } from '@mantine/core';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { PlatformRole } from '~/server/db/schema';
import { staff } from '~/app/_i18n/messages/staff';
import { getLocale } from '~/app/_i18n/server';
import { requireStaff } from '~/app/_lib/guards';

/** One staff area (operator or finance): checked on the server for that role, then its page (its sections are in the sidebar). */
export async function StaffArea({ role, children }: { role: PlatformRole; children: ReactNode }) {
  await requireStaff(role);
  const t = staff[await getLocale()];
  return (
    <main>
      <Breadcrumbs separator="›" mb="sm" fz="sm">
        <Link href="/staf">{t.title}</Link>
        <Text span size="sm" c="dimmed">
          {role === 'operator' ? t.operatorArea : t.financeArea}
        </Text>
      </Breadcrumbs>
      {children}
    </main>
  );
}
