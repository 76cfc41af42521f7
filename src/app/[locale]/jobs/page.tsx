import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/navigation/link';
import { PageHero } from '@/components/ui/page-hero';
import { site } from '@/config/site';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/jobs', 'jobs');

export default async function JobsPage() {
  const t = await getTranslations('jobs');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      <section aria-labelledby="apply" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="apply" className="text-2xl font-bold">
          {t('openPositions')}
        </h2>
        <p className="mt-4 max-w-2xl text-muted">{t('howToApply')}</p>
        <Link
          href={`mailto:${site.email}`}
          external
          className="mt-4 inline-block text-brand underline"
        >
          {site.email}
        </Link>
      </section>
    </>
  );
}
