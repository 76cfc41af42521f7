import { getLocale, getTranslations } from 'next-intl/server';

import { ServiceCard } from '@/components/sections/cards';
import { ContactBand } from '@/components/sections/contact-band';
import { PageHero } from '@/components/ui/page-hero';
import { getServices } from '@/content';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/services');

export default async function ServicesPage() {
  const [t, locale] = await Promise.all([getTranslations('services'), getLocale()]);
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {getServices(locale).map((service, index) => (
          <ServiceCard
            key={service.slug}
            service={service}
            headingLevel={2}
            priority={index === 0}
          />
        ))}
      </div>
      <ContactBand />
    </>
  );
}
