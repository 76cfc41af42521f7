import { getTranslations } from 'next-intl/server';

import { PageHero } from '@/components/ui/page-hero';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () =>
  staticPageMetadata('/early-stage-startups', 'earlyStageStartups');

export default async function EarlyStageStartupsPage() {
  const t = await getTranslations('earlyStageStartups');
  return <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />;
}
