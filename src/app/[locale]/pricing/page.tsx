import { IconCheck, IconMinus } from '@tabler/icons-react';
import { getLocale, getTranslations } from 'next-intl/server';

import { ContactBand } from '@/components/sections/contact-band';
import { FaqSection } from '@/components/sections/faq';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { site } from '@/config/site';
import { getPage, getPricingPlans } from '@/content';
import { BookCallButton } from '@/integrations/booking/book-call';
import { formatChf, formatPercent } from '@/lib/format';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/pricing');

function ComparisonValue({ value, yes, no }: { value: string; yes: string; no: string }) {
  if (value === 'yes') {
    return (
      <>
        <IconCheck aria-hidden size={20} className="inline text-brand" />
        <span className="sr-only">{yes}</span>
      </>
    );
  }
  if (value === 'no') {
    return (
      <>
        <IconMinus aria-hidden size={20} className="inline text-muted" />
        <span className="sr-only">{no}</span>
      </>
    );
  }
  return <>{value}</>;
}

export default async function PricingPage() {
  const [t, locale] = await Promise.all([getTranslations('pricing'), getLocale()]);
  const plans = getPricingPlans(locale);
  const page = getPage('pricing', locale);

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      <section aria-labelledby="plans" className="py-16 md:py-24">
        <h2 id="plans" className="sr-only">
          {t('plansTitle')}
        </h2>
        <ul className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <Card
              as="li"
              key={plan.slug}
              highlighted={plan.highlighted}
              className="relative flex flex-col"
            >
              {/* Name, price and button first, each as high in every card, so that they line up
                  across the row; the badge sits on the card's edge, taking no line of its own. */}
              {plan.highlighted ? (
                <span className="absolute -top-3.5 left-6 md:left-8">
                  <Badge tone="accent">{t('popular')}</Badge>
                </span>
              ) : null}
              <h3 className="flex min-h-8 items-center text-2xl font-bold">{plan.name}</h3>
              {/* A line of the price's height from the start, so that nothing below moves as the
                  page arrives. Both parts sit on its bottom, not a shared baseline that would drop
                  "from" when the amount arrived; `mb-0.5` evens out their descents. */}
              <p className="mt-6 flex h-9 items-end whitespace-nowrap sm:h-10">
                {plan.price.from ? (
                  <span className="mr-1.5 mb-0.5 leading-none text-muted">{t('from')}</span>
                ) : null}
                <span className="text-3xl leading-none font-bold tracking-tight sm:text-4xl">
                  {plan.price.amount === null
                    ? t('onRequest')
                    : formatChf(locale, plan.price.amount)}
                </span>
              </p>
              {/* One message, one text: the translation orders the parts. */}
              <p className="mt-1 text-sm text-muted">
                {t('terms', {
                  unit: t(`per.${plan.price.unit}`),
                  rate: formatPercent(locale, site.vatRatePercent),
                })}
              </p>
              <ButtonLink
                href="/contact-us"
                variant={plan.highlighted ? 'primary' : 'secondary'}
                className="mt-6 w-full"
              >
                {plan.cta}
              </ButtonLink>
              <p className="mt-6 text-muted">{plan.tagline}</p>
              <ul className="mt-6 space-y-3">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <IconCheck aria-hidden size={20} className="mt-0.5 shrink-0 text-brand" />
                    {feature}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
        {/* Below the plans, so that it appears without moving them; a column, so that the
            button arriving after the text on a slow connection does not move the text. */}
        <div
          data-requires="booking"
          className="mx-auto mt-10 flex max-w-6xl flex-col items-center gap-4 px-4 text-center sm:px-6"
        >
          <p className="text-lg">{t('bookingPrompt')}</p>
          <BookCallButton variant="secondary" />
        </div>
      </section>

      <Section
        id="comparison"
        tone="sunken"
        eyebrow={t('comparisonEyebrow')}
        title={t('comparisonTitle')}
      >
        {/* On a phone the table is wider than the screen: the row labels stay in view while it
            scrolls, and a line above says that it does. */}
        <p className="mb-3 text-sm text-muted sm:hidden">{t('comparisonScrollHint')}</p>
        {/* A keyboard scrolls it too: a stop of its own, named as the table is. A group, not a
            region: the section around it is already the landmark of that name. */}
        <Card
          padding="none"
          className="relative overflow-x-auto"
          role="group"
          aria-label={t('comparisonTitle')}
          tabIndex={0}
        >
          {/* Fixed layout: the columns keep their widths while the rows of a slow page arrive. */}
          <table className="w-full min-w-[40rem] table-fixed text-left">
            <caption className="sr-only">{t('comparisonTitle')}</caption>
            <thead>
              <tr className="border-b border-line">
                <th
                  scope="col"
                  className="sticky left-0 w-44 bg-surface p-4 font-semibold sm:w-auto"
                >
                  {t('featureColumn')}
                </th>
                {plans.map((plan) => (
                  <th key={plan.slug} scope="col" className="p-4 font-semibold">
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.comparison.map((row) => (
                <tr key={row.label} className="border-b border-line last:border-0">
                  <th scope="row" className="sticky left-0 bg-surface p-4 font-normal hyphens-auto">
                    {row.label}
                  </th>
                  {plans.map((plan) => (
                    <td key={plan.slug} className="p-4">
                      <ComparisonValue
                        value={row.values[plan.slug] ?? 'no'}
                        yes={t('included')}
                        no={t('notIncluded')}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        <Prose markdown={page.body} className="mt-10 text-base" />
      </Section>
      <FaqSection id="faq" eyebrow={t('faqEyebrow')} title={t('faqTitle')} items={page.faq} />
      <ContactBand />
    </>
  );
}
