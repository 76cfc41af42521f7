import { getLocale, getTranslations } from 'next-intl/server';

import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { getPage } from '@/content';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/unsubscribe');

export default async function UnsubscribePage() {
  const [t, locale] = await Promise.all([getTranslations('unsubscribe'), getLocale()]);
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <Prose markdown={getPage('unsubscribe', locale).body} />
      </div>
    </>
  );
}
