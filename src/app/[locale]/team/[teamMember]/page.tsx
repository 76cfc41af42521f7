import {
  IconBrandGithub,
  IconBrandLinkedin,
  IconBrandMastodon,
  IconWorld,
} from '@tabler/icons-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Person } from 'schema-dts';

import { Breadcrumbs } from '@/components/navigation/breadcrumbs';
import { Link } from '@/components/navigation/link';
import { PostCard } from '@/components/sections/cards';
import { ContactBand } from '@/components/sections/contact-band';
import { JsonLd } from '@/components/seo/json-ld';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { settings } from '@/config/settings';
import { getBlogPosts, getTeamMember } from '@/content';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { entryOr404 } from '@/routes/entry';
import { paramsOf } from '@/routes/params';

type Props = PageProps<'/[locale]/team/[teamMember]'>;

export const generateStaticParams = () => paramsOf('/team/[teamMember]');

const socialIcons = {
  linkedin: { Icon: IconBrandLinkedin, label: 'LinkedIn' },
  github: { Icon: IconBrandGithub, label: 'GitHub' },
  mastodon: { Icon: IconBrandMastodon, label: 'Mastodon' },
  website: { Icon: IconWorld, label: 'Website' },
} as const;

async function load({ params }: Props) {
  const [{ teamMember: slug }, locale] = await Promise.all([params, getLocale()]);
  const href = { pathname: '/team/[teamMember]', params: { teamMember: slug } } as const;
  return { href, locale, member: entryOr404(getTeamMember(locale, slug)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { href, locale, member } = await load(props);
  return pageMetadata({
    locale,
    href,
    title: member.seoTitle ?? `${member.name}, ${member.role}`,
    description: member.seoDescription ?? member.bio,
  });
}

export default async function TeamMemberPage(props: Props) {
  const { href, locale, member } = await load(props);
  const [t, nav] = await Promise.all([
    getTranslations('shared.team'),
    getTranslations('shared.nav'),
  ]);
  const posts = getBlogPosts(locale).filter((post) => post.author === member.slug);
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
  const social = Object.entries(member.social) as Array<[keyof typeof socialIcons, string]>;

  return (
    <>
      <PageHero
        breadcrumbs={
          <Breadcrumbs
            trail={[
              { label: nav('about'), href: '/about' },
              { label: member.name, href },
            ]}
          />
        }
        eyebrow={member.role}
        title={member.name}
        intro={member.bio}
        aside={
          <div className="flex justify-center md:justify-end">
            <Avatar image={member.image} size={240} priority />
          </div>
        }
      >
        {social.length ? (
          <ul className="mt-6 flex gap-2">
            {social.map(([network, url]) => {
              const { Icon, label } = socialIcons[network];
              return (
                <li key={network}>
                  <Link
                    href={url}
                    external
                    className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:border-brand hover:text-brand"
                  >
                    <Icon aria-hidden size={20} />
                    {/* Whose profile: the footer links the company's on the same networks. */}
                    <span className="sr-only">
                      {t('profileOn', { name: member.name, network: label })}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}
      </PageHero>
      <Section
        id="bio"
        eyebrow={t('bioEyebrow')}
        title={t('bioTitle', { name: member.name.split(' ')[0] ?? member.name })}
      >
        <div className="grid gap-12 lg:grid-cols-[2fr_1fr]">
          <Prose markdown={member.body} />
          <aside className="space-y-8">
            <div>
              <h3 className="text-lg font-semibold">{t('skills')}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {member.skills.map((skill) => (
                  <li key={skill}>
                    <Badge>{skill}</Badge>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-lg font-semibold">{t('languages')}</h3>
              <p className="mt-3 text-muted">
                {member.languages.map((code) => languageNames.of(code)).join(', ')}
              </p>
            </div>
          </aside>
        </div>
      </Section>
      {posts.length ? (
        // Follows the show_blog flag, like every link to the blog.
        <div data-feature="show_blog">
          <Section
            id="posts"
            tone="sunken"
            eyebrow={t('postsEyebrow')}
            title={t('postsTitle', { name: member.name })}
          >
            <div className="grid gap-6 md:grid-cols-3">
              {posts.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </div>
          </Section>
        </div>
      ) : null}
      <ContactBand />
      <JsonLd<Person>
        data={{
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: member.name,
          jobTitle: member.role,
          description: member.bio,
          url: absoluteUrl(href, locale),
          knowsAbout: member.skills,
          knowsLanguage: member.languages,
          sameAs: Object.values(member.social),
          worksFor: { '@id': `${settings.SITE_URL}/#organization` },
        }}
      />
    </>
  );
}
