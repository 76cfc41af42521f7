import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';

import { DeploymentGuards } from '@/components/deployments/deployment-guards';
import { ErrorTextsProvider } from '@/components/errors/error-texts';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ScrollToTop } from '@/components/navigation/scroll-to-top';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import { settings } from '@/config/settings';
import { site } from '@/config/site';
import { NewsletterSignup } from '@/features/newsletter/newsletter-signup';
import { PreviewBar } from '@/features/preview/preview-bar';
import { languageTags, locales } from '@/i18n/locales';
import type { ConsentTexts } from '@/integrations/consent/texts';
import { Integrations } from '@/integrations/integrations';
import { themeScript } from '@/lib/theme';
import { localizedPath } from '@/routes/paths';

import '../globals.css';

/** The skip link's target, and the element the first paint waits for (see the head). */
const MAIN_ID = 'main';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('seo');
  return {
    metadataBase: new URL(settings.SITE_URL),
    title: { default: t('pages.home.title'), template: t('titleTemplate', { title: '%s' }) },
    description: t('pages.home.description'),
    applicationName: site.name,
    icons: {
      icon: [
        { url: '/favicon.svg', type: 'image/svg+xml' },
        { url: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
      ],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180' }],
    },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: site.themeColor.light },
    { media: '(prefers-color-scheme: dark)', color: site.themeColor.dark },
  ],
  colorScheme: 'light dark',
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(locales, locale)) notFound();
  const [t, tSeo, messages] = await Promise.all([
    getTranslations('shared'),
    getTranslations('seo'),
    getMessages(),
  ]);
  const errorTexts = {
    eyebrow: t('error.eyebrow'),
    title: t('error.title'),
    message: t('error.message'),
    retry: t('error.retry'),
    home: t('error.home'),
    signOff: t('error.signOff'),
    imageAlt: t('notFound.imageAlt'),
  };

  return (
    // The theme script sets data-theme before hydration, which React would report as a mismatch.
    // data-show-blog: the flag's default at build time; the integrations follow the live value.
    <html
      lang={languageTags[locale]}
      data-show-blog={String(settings.SHOW_BLOG)}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/* Chromium holds the first paint until <main> starts, so that the header, whose controls
            at its right edge would push each other as they arrive, appears whole. */}
        <link rel="expect" href={`#${MAIN_ID}`} blocking="render" />
      </head>
      <body className="flex min-h-dvh flex-col font-sans">
        <a
          href={`#${MAIN_ID}`}
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-brand focus:px-4 focus:py-2 focus:text-on-brand"
        >
          {t('skipToContent')}
        </a>
        <PreviewBar />
        {/* No NextIntlClientProvider: client components get their texts as props, so neither a
            message catalogue nor next-intl's client code ships to the browser. */}
        <SiteHeader />
        <main id={MAIN_ID}>
          <ErrorTextsProvider texts={errorTexts}>{children}</ErrorTextsProvider>
        </main>
        <SiteFooter newsletter={<NewsletterSignup />} />
        <Suspense>
          <ScrollToTop />
        </Suspense>
        <OrganizationJsonLd description={tSeo('organizationDescription')} />
        <DeploymentGuards deploymentId={process.env.NEXT_DEPLOYMENT_ID} />
        <Integrations
          consentTexts={{
            ...(messages.shared.consent satisfies Omit<ConsentTexts, 'privacyUrl'>),
            privacyUrl: localizedPath('/privacy', locale),
          }}
        />
      </body>
    </html>
  );
}
