import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';

import { PageHero } from '@/components/ui/page-hero';
import { content } from '@/content';
import { entryOr404 } from '@/lib/route-entry';
import { pageMetadata } from '@/lib/seo';

type Props = PageProps<'/[locale]/team/[teamMember]'>;

export function generateStaticParams() {
  return content.teamMembers().map((member) => ({ teamMember: member.slug }));
}

async function load({ params }: Props) {
  const [{ teamMember: slug }, locale] = await Promise.all([params, getLocale()]);
  const href = { pathname: '/team/[teamMember]', params: { teamMember: slug } } as const;
  return { href, locale, member: entryOr404(content.teamMember(slug)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { href, locale, member } = await load(props);
  return pageMetadata({
    locale,
    href,
    title: `${member.name}, ${member.role[locale]}`,
    description: member.bio[locale],
  });
}

export default async function TeamMemberPage(props: Props) {
  const { locale, member } = await load(props);
  return <PageHero eyebrow={member.role[locale]} title={member.name} intro={member.bio[locale]} />;
}
