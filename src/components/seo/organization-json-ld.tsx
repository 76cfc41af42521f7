import type { Organization, WithContext } from 'schema-dts';

import { settings } from '@/config/settings';
import { site } from '@/config/site';

type Props = { description: string };

/** Organization structured data, from the one site configuration module. */
export function OrganizationJsonLd({ description }: Props) {
  const data: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
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
  };

  return (
    <script
      type="application/ld+json"
      // `<` is escaped so that no string in the data can close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
