import { notFound } from 'next/navigation';

import { type Locale } from '@/i18n/locales';
import { blogFeedResponse } from '@/lib/blog-feed';
import { localesOf } from '@/routes/registry';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** One feed per language the blog exists in; the proxy rewrites `feedPath(locale)` here. */
export function generateStaticParams() {
  return localesOf('/blog').map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/blog/feed.xml'>) {
  const { locale } = await params;
  if (!localesOf('/blog').includes(locale as Locale)) notFound();
  return blogFeedResponse(locale as Locale);
}
