import { getTranslations } from 'next-intl/server';

import { PageHero } from '@/components/ui/page-hero';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/unsubscribe', 'unsubscribe');

export default async function UnsubscribePage() {
  const t = await getTranslations('unsubscribe');
  return <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />;
}
