import type { Metadata, Viewport } from 'next';
import { Suspense } from 'react';
import { AnalyticsRoot } from '@/components/analytics/analytics-root';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { ImproveBlock } from '@/components/layout/improve-block';
import { NavigationEffects } from '@/components/layout/navigation-effects';
import { StorefrontOnly } from '@/components/layout/storefront-only';
import { bannerBootScript } from '@/components/layout/old-site-banner';
import { SwrProvider } from '@/components/providers/swr-provider';
import { Toaster } from '@/components/providers/toaster';
import { AppShell } from '@/components/shell/app-shell';
import { LinkNavigation } from '@/components/shell/link-navigation';
import { chunkRecoveryScript } from '@/components/shell/chunk-recovery-script';
import { DemoStrip } from '@/components/shell/demo-strip';
import { JsonLd } from '@/components/seo/json-ld';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { siteUrl } from '@/lib/seo/site-url';
import { shop } from '@/lib/config/shop';
import { deliveryServiceNames } from '@/lib/config/delivery-services';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${shop.name} — куклы и игрушки с доставкой по России`, template: `%s — ${shop.name}` },
  description: `${shop.tagline}. Куклы, пупсы, мягкие игрушки, конструкторы. Доставка ${deliveryServiceNames('instrumental')}, возврат в течение ${shop.returnDays} дней.`,
  applicationName: shop.name,
  openGraph: { type: 'website', locale: 'ru_RU', siteName: shop.name },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: '#c8245b', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ru" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: chunkRecoveryScript }} />
        <script dangerouslySetInnerHTML={{ __html: bannerBootScript }} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Перейти к содержимому
        </a>
        <SwrProvider>
          <StorefrontOnly>
            <Header />
          </StorefrontOnly>
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <StorefrontOnly>
            <ImproveBlock />
            <Footer />
          </StorefrontOnly>
          <Toaster />
          <LinkNavigation />
          <StorefrontOnly>
            <AppShell />
          </StorefrontOnly>
          <Suspense fallback={null}>
            <NavigationEffects />
          </Suspense>
          <StorefrontOnly>
            <Suspense fallback={null}>
              <AnalyticsRoot />
            </Suspense>
          </StorefrontOnly>
          <DemoStrip />
        </SwrProvider>
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
