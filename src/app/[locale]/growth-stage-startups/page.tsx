import { getTranslations } from 'next-intl/server';

import { PageHero } from '@/components/ui/page-hero';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () =>
  staticPageMetadata('/growth-stage-startups', 'growthStageStartups');

export default async function GrowthStageStartupsPage() {
  const t = await getTranslations('growthStageStartups');
  return <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />;
}
