import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';

import { BlogList } from '@/components/sections/blog-list';
import { pageMetadata } from '@/lib/seo';
import { paramsOf } from '@/routes/params';

type Props = PageProps<'/[locale]/blog/page/[page]'>;

export const generateStaticParams = () => paramsOf('/blog/page/[page]');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ page }, locale, t, tSeo] = await Promise.all([
    params,
    getLocale(),
    getTranslations('blog'),
    getTranslations('seo'),
  ]);
  return pageMetadata({
    locale,
    href: { pathname: '/blog/page/[page]', params: { page } },
    title: t('pageTitle', { page }),
    description: tSeo('pages.blog.description'),
  });
}

export default async function BlogPageN({ params }: Props) {
  const { page } = await params;
  return <BlogList page={Number(page)} />;
}
