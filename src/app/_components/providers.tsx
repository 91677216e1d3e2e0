'use client';

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MutationCache, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { common } from '~/app/_i18n/messages/common';
import { LocaleProvider } from '~/app/_i18n/use-t';
import { AuthRefusal } from '~/app/_lib/auth-errors';
import { describeError } from '~/app/_lib/error-messages';
import { makeQueryClient } from '~/app/_lib/query-client';
import { createDashboardClient, TRPCProvider } from '~/app/_lib/trpc';
import type { Locale } from '~/app/_i18n/locale';
import { cssVariablesResolver, theme } from './theme';
import { AddressConfirmedToast } from './address-confirmed-toast';
import { toast } from './toast';

export function Providers({ locale, children }: { locale: Locale; children: ReactNode }) {
  // The client lives as long as the page; the language can change under it (the switch refreshes the page).
  const localeRef = useRef(locale);
  useEffect(() => {
    localeRef.current = locale;
  }, [locale]);
  const [client] = useState(() =>
    makeQueryClient(
      // Every refused mutation also says so in a toast, with the same specific message as the form's alert.
      // An expired session is left to the alert, which leads on to sign-in; field errors stay at the fields.
      new MutationCache({
        onError: (error) => {
          // better-auth's refusals are worded by their form (auth-errors.ts), beside its fields.
          if (error instanceof AuthRefusal) return;
          const described = describeError(error, localeRef.current);
          if (described.signIn || described.code === 'VALIDATION') return;
          toast(described.message, 'error', common[localeRef.current].error);
        },
      }),
    ),
  );
  const [trpcClient] = useState(createDashboardClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      {/* Toasts of mutations (src/app/_components/toast.ts) appear here, at the bottom: the header stays usable. */}
      <Notifications position="bottom-right" limit={4} />
      <QueryClientProvider client={client}>
        <TRPCProvider trpcClient={trpcClient} queryClient={client}>
          <LocaleProvider locale={locale}>
            <AddressConfirmedToast />
            {children}
          </LocaleProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
