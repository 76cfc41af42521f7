import type { MetadataRoute } from 'next';

import { settings } from '@/config/settings';
import { localizedPath } from '@/i18n/paths';
import { diagnosticPathnames, routing } from '@/i18n/routing';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: diagnosticPathnames.flatMap((pathname) =>
        routing.locales.map((locale) => localizedPath(pathname, locale)),
      ),
    },
    sitemap: `${settings.SITE_URL}/sitemap.xml`,
  };
}
