import { getTranslations } from 'next-intl/server';

import { PageHero } from '@/components/ui/page-hero';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/pricing', 'pricing');

export default async function PricingPage() {
  const t = await getTranslations('pricing');
  return <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />;
}
