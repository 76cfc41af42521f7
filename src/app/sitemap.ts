import type { MetadataRoute } from 'next';

import { getBlogPost } from '@/content/queries';
import { absoluteUrl } from '@/lib/seo';
import { isIndexable } from '@/routes/registry';
import { listSitePages } from '@/routes/site-pages';

/** Every indexable page in both languages, each with its language alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return listSitePages()
    .filter((page) => isIndexable(page.pathname))
    .flatMap((page) => {
      const languages = Object.fromEntries(
        page.locales.map((locale) => [locale, absoluteUrl(page, locale)]),
      );
      return page.locales.map((locale) => {
        const post =
          page.pathname === '/blog/[slug]'
            ? getBlogPost(locale, page.params.slug ?? '')
            : undefined;
        return {
          url: absoluteUrl(page, locale),
          ...(post ? { lastModified: post.updatedAt ?? post.publishedAt } : {}),
          alternates: { languages: { ...languages, 'x-default': languages.en ?? '' } },
        };
      });
    });
}
