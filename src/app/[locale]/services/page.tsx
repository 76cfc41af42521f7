import { getLocale, getTranslations } from 'next-intl/server';

import { Link } from '@/components/navigation/link';
import { PageHero } from '@/components/ui/page-hero';
import { content } from '@/content';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/services', 'services');

export default async function ServicesPage() {
  const [t, locale] = await Promise.all([getTranslations('services'), getLocale()]);
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-2">
        {content.services().map((service) => (
          <li key={service.slug} className="rounded-2xl border border-line bg-surface p-6">
            <h2 className="text-xl font-semibold">{service.title[locale]}</h2>
            <p className="mt-2 text-muted">{service.summary[locale]}</p>
            <Link
              href={{ pathname: '/services/[service]', params: { service: service.slug } }}
              className="mt-4 inline-block font-semibold text-brand underline"
            >
              {t('detailLink')}
              <span className="sr-only">: {service.title[locale]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
