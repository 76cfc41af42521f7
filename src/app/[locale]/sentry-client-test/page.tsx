import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { PageHero } from '@/components/ui/page-hero';
import { settings } from '@/config/settings';
import { staticPageMetadata } from '@/lib/seo';

import { ThrowButton } from './throw-button';

// The setting is read per request, like on the server test page.
export const dynamic = 'force-dynamic';

export const generateMetadata = () => staticPageMetadata('/sentry-client-test', { noIndex: true });

export default async function SentryClientTestPage() {
  if (!settings.ERROR_TEST_PAGES) notFound();
  const t = await getTranslations('shared.diagnostics');
  return (
    <PageHero title={t('clientTitle')} intro={t('clientIntro')}>
      <ThrowButton label={t('clientButton')} />
    </PageHero>
  );
}
