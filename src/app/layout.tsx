import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Providers } from './_components/providers';
import { SiteHeader } from './_components/site-header';
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
    <html lang={locale}>
      <body>
        <Providers locale={locale}>
          <div className="page">
            <SiteHeader />
            {children}
          </div>
        </Providers>
      </body>
    </html>
  );
}
