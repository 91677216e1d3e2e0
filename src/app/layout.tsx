import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/dates/styles.css';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Providers } from './_components/providers';
import { AppChrome } from './_components/shell/app-chrome';
import { getLocale } from './_i18n/server';
import './globals.css';

export const metadata: Metadata = {
  title: 'Agent Order Service',
  description: 'Layanan hukum dan pendirian usaha untuk agen perangkat lunak',
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '16x16 32x32' },
      { url: '/icon.svg', type: 'image/svg+xml' },
    ],
  },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale} {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript forceColorScheme="light" />
      </head>
      <body>
        <Providers locale={locale}>
          <AppChrome>{children}</AppChrome>
        </Providers>
      </body>
    </html>
  );
}
