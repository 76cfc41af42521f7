import { getLocale, getTranslations } from 'next-intl/server';

import { ContactBand } from '@/components/sections/contact-band';
import { TeamGrid } from '@/components/sections/team-grid';
import { Card } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { getPage, getTeamMembers } from '@/content';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/about');

export default async function AboutPage() {
  const [t, locale] = await Promise.all([getTranslations('about'), getLocale()]);
  const page = getPage('about', locale);
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      <section aria-label={t('numbersLabel')} className="border-b border-line bg-sunken">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 items-start gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
          {page.numbers.map((number) => (
            // The figure above its label, its row a line high from the start: figures line up
            // whatever their labels wrap to, and nothing moves as a slow page's slices arrive.
            <div key={number.label} className="grid grid-rows-[minmax(2.5rem,auto)_auto] gap-y-1">
              <dt className="row-start-2 text-muted">{number.label}</dt>
              <dd className="row-start-1 text-4xl leading-10 font-bold text-brand">
                {number.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <Section id="story" eyebrow={t('storyEyebrow')} title={t('storyTitle')}>
        <Prose markdown={page.body} />
      </Section>
      <Section id="values" tone="sunken" eyebrow={t('valuesEyebrow')} title={t('valuesTitle')}>
        <ul className="grid gap-6 md:grid-cols-2">
          {page.values.map((value) => (
            <Card as="li" key={value.title} padding="md">
              <h3 className="text-lg font-semibold">{value.title}</h3>
              <p className="mt-2 text-muted">{value.text}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section id="team" eyebrow={t('teamEyebrow')} title={t('teamTitle')}>
        <TeamGrid members={getTeamMembers(locale)} />
      </Section>
      <ContactBand />
    </>
  );
}
