'use client';

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LocaleProvider } from '~/app/_i18n/use-t';
import type { Locale } from '~/app/_i18n/locale';
import { theme } from './theme';

export function Providers({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      {/* Toasts of mutations (src/app/_components/toast.ts) appear here, above the page. */}
      <Notifications position="top-right" limit={4} />
      <QueryClientProvider client={client}>
        <LocaleProvider locale={locale}>{children}</LocaleProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
