import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';

import { BlogList } from '@/components/sections/blog-list';
import type { blogTags } from '@/content/schemas';
import { pageMetadata } from '@/lib/seo';
import { paramsOf } from '@/routes/params';

type Props = PageProps<'/[locale]/blog/tag/[tag]'>;
type Tag = (typeof blogTags)[number];

export const generateStaticParams = () => paramsOf('/blog/tag/[tag]');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ tag }, locale, t] = await Promise.all([params, getLocale(), getTranslations('blog')]);
  const name = t(`tags.${tag as Tag}`);
  return pageMetadata({
    locale,
    href: { pathname: '/blog/tag/[tag]', params: { tag } },
    title: t('tagTitle', { tag: name }),
    description: t('tagDescription', { tag: name }),
  });
}

export default async function BlogTagPage({ params }: Props) {
  const { tag } = await params;
  return <BlogList tag={tag as Tag} />;
}
