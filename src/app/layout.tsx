import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Providers } from './_components/providers';
import { SiteHeader } from './_components/site-header';
import { getLocale } from './_i18n/server';
import './globals.css';

export const metadata: Metadata = {
  title: 'Agent Order Service',
  description: 'Layanan hukum dan pendirian usaha untuk agen perangkat lunak',
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
