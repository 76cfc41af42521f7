import type { MetadataRoute } from 'next';

import { settings } from '@/config/settings';
import { locales } from '@/i18n/locales';
import { localizedPath } from '@/routes/paths';
import { diagnosticPathnames } from '@/routes/registry';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: diagnosticPathnames.flatMap((pathname) =>
        locales.map((locale) => localizedPath(pathname, locale)),
      ),
    },
    sitemap: `${settings.SITE_URL}/sitemap.xml`,
  };
}
