import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';

import { PageHero } from '@/components/ui/page-hero';
import { content } from '@/content';
import { entryOr404 } from '@/lib/route-entry';
import { pageMetadata } from '@/lib/seo';

type Props = PageProps<'/[locale]/case-studies/[caseName]'>;

export function generateStaticParams() {
  return content.caseStudies().map((study) => ({ caseName: study.slug }));
}

async function load({ params }: Props) {
  const [{ caseName }, locale] = await Promise.all([params, getLocale()]);
  const href = { pathname: '/case-studies/[caseName]', params: { caseName } } as const;
  return { href, locale, study: entryOr404(content.caseStudy(caseName)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { href, locale, study } = await load(props);
  return pageMetadata({
    locale,
    href,
    title: study.title[locale],
    description: study.summary[locale],
  });
}

export default async function CaseStudyPage(props: Props) {
  const { locale, study } = await load(props);
  const t = await getTranslations('caseStudies');
  const sections = [
    { id: 'challenge', title: t('challengeTitle'), text: study.challenge[locale] },
    { id: 'solution', title: t('solutionTitle'), text: study.solution[locale] },
  ];
  return (
    <article>
      <PageHero
        eyebrow={`${t('clientLabel')}: ${study.client}`}
        title={study.title[locale]}
        intro={study.summary[locale]}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 md:grid-cols-3">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="text-xl font-bold">
              {section.title}
            </h2>
            <p className="mt-3 text-muted">{section.text}</p>
          </section>
        ))}
        <section aria-labelledby="results">
          <h2 id="results" className="text-xl font-bold">
            {t('resultsTitle')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
            {study.results[locale].map((result) => (
              <li key={result}>{result}</li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}
