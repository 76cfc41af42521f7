import { getLocale, getTranslations } from 'next-intl/server';

import { ContactBand } from '@/components/sections/contact-band';
import { FaqSection } from '@/components/sections/faq';
import { Card } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { getPage } from '@/content';
import { BookCallLink } from '@/integrations/booking/book-call';
import { formatChf } from '@/lib/format';

type Props = { stage: 'early-stage-startups' | 'growth-stage-startups' };

const messageGroup = {
  'early-stage-startups': 'earlyStageStartups',
  'growth-stage-startups': 'growthStageStartups',
} as const;

/** The offer for startups at one stage: one template, two pages with their own content. */
export async function StartupPage({ stage }: Props) {
  const [t, tPricing, locale] = await Promise.all([
    getTranslations(messageGroup[stage]),
    getTranslations('pricing'),
    getLocale(),
  ]);
  const page = getPage(stage, locale);
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')}>
        <BookCallLink label={t('cta')} className="mt-8" />
      </PageHero>
      <Section id="offers" eyebrow={t('offersEyebrow')} title={t('offersTitle')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {page.offers.map((offer) => (
            <Card as="li" key={offer.title} className="flex flex-col">
              {/* Name and price first, so that prices line up across the row and stay put as
                  taller cards arrive; the text, of differing length, follows. */}
              <h3 className="text-xl font-semibold">{offer.title}</h3>
              <p className="mt-2 border-b border-line pb-4 text-lg font-bold text-brand">
                {/* One text: separate pieces would leave a lone space that a slice boundary on
                    a slow connection can move to the next line. */}
                {[
                  offer.price.from ? tPricing('from') : null,
                  formatChf(locale, offer.price.amount),
                  offer.price.terms,
                ]
                  .filter(Boolean)
                  .join(' ')}
              </p>
              <p className="mt-4 text-muted">{offer.text}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section id="details" tone="sunken" eyebrow={t('detailsEyebrow')} title={t('detailsTitle')}>
        <Prose markdown={page.body} />
      </Section>
      <FaqSection id="faq" eyebrow={t('faqEyebrow')} title={t('faqTitle')} items={page.faq} />
      <ContactBand />
    </>
  );
}
