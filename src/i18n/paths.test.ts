import { createNavigation } from 'next-intl/navigation';
import { describe, expect, it } from 'vitest';

import { localizedPath } from './paths';
import { pathnames, routing, type Pathname } from './routing';

const { getPathname } = createNavigation(routing);

describe('localizedPath', () => {
  it.each(Object.keys(pathnames) as Pathname[])(
    'agrees with next-intl on %s in every locale',
    (pathname) => {
      const params = Object.fromEntries(
        [...pathname.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name, 'an-entry']),
      );
      for (const locale of routing.locales) {
        const href = (pathname.includes('[') ? { pathname, params } : pathname) as Parameters<
          typeof getPathname
        >[0]['href'];
        const fromNextIntl = getPathname({ href, locale });
        // next-intl leaves the trailing slash of the locale root off; the site always adds it.
        expect(localizedPath(pathname, locale, params)).toBe(
          fromNextIntl.endsWith('/') ? fromNextIntl : `${fromNextIntl}/`,
        );
      }
    },
  );
});
