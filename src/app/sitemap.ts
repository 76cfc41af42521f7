import type { MetadataRoute } from 'next';

import { getBlogPost } from '@/content/queries';
import { absoluteUrl, languageAlternates } from '@/lib/seo';
import { isIndexable } from '@/routes/registry';
import { listSitePages } from '@/routes/site-pages';

/** Every indexable page in every language it has, each with its language alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return listSitePages()
    .filter((page) => isIndexable(page.pathname))
    .flatMap((page) => {
      const languages = languageAlternates(page);
      return page.locales.map((locale) => {
        const post =
          page.pathname === '/blog/[slug]'
            ? getBlogPost(locale, page.params.slug ?? '')
            : undefined;
        return {
          url: absoluteUrl(page, locale),
          ...(post ? { lastModified: post.updatedAt ?? post.publishedAt } : {}),
          alternates: { languages },
        };
      });
    });
}
