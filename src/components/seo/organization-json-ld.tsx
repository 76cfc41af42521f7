import type { Organization } from 'schema-dts';

import { settings } from '@/config/settings';
import { site } from '@/config/site';

import { JsonLd } from './json-ld';

export function OrganizationJsonLd({ description }: { description: string }) {
  return (
    <JsonLd<Organization>
      data={{
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${settings.SITE_URL}/#organization`,
        name: site.legalName,
        url: `${settings.SITE_URL}/`,
        description,
        logo: {
          '@type': 'ImageObject',
          url: `${settings.SITE_URL}${site.logo.path}`,
          width: String(site.logo.width),
          height: String(site.logo.height),
        },
        address: {
          '@type': 'PostalAddress',
          streetAddress: site.address.street,
          postalCode: site.address.postalCode,
          addressLocality: site.address.city,
          addressRegion: site.address.region,
          addressCountry: site.address.country,
        },
        telephone: site.phone,
        email: site.email,
        sameAs: Object.values(site.social),
      }}
    />
  );
}
