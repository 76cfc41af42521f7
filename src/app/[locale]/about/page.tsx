import { getLocale, getTranslations } from 'next-intl/server';

import { Link } from '@/components/navigation/link';
import { PageHero } from '@/components/ui/page-hero';
import { content } from '@/content';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/about', 'about');

export default async function AboutPage() {
  const [t, locale] = await Promise.all([getTranslations('about'), getLocale()]);
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      <section aria-labelledby="team" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="team" className="text-2xl font-bold">
          {t('teamTitle')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.teamMembers().map((member) => (
            <li key={member.slug} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-semibold">
                <Link
                  href={{ pathname: '/team/[teamMember]', params: { teamMember: member.slug } }}
                  className="hover:text-brand"
                >
                  {member.name}
                </Link>
              </h3>
              <p className="mt-1 text-muted">{member.role[locale]}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
