import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

import { matchRoute } from './match';
import { localizedPath } from './paths';
import { localesOf, type StaticPathname } from './registry';

export type Redirect = {
  location: string;
  /** 308 for rules that never change; 307 for the flag rule, which browsers must not cache. */
  status: 307 | 308;
};

export type RedirectOptions = {
  showBlog: boolean;
};

type RedirectRule = {
  /** Paths below the locale root, matched per lower-case segment: `*` one, `**` any number. */
  from: readonly string[];
  to: StaticPathname;
  status: 307 | 308;
  locales?: readonly Locale[];
  /** Keeps what a trailing `**` matched after the new page's path (`/blogs/a/` → `/blog/a/`). */
  keepRest?: true;
  whileBlogHidden?: true;
};

const retiredServices = ['frontend', 'backend', 'mobile', 'ecommerce', 'integrations', 'devops'];

/** First match wins: the old site's paths move for good; the blog's lead home while it is off. */
const redirectRules: readonly RedirectRule[] = [
  {
    from: ['blog/**', 'blogs/**', '**/insights/**'],
    to: '/',
    status: 307,
    whileBlogHidden: true,
  },
  { from: ['blogs/**'], to: '/blog', status: 308, keepRest: true },
  // The list's first page is the list itself; later pages have numbers in their paths.
  { from: ['blog/page/1'], to: '/blog', status: 308, locales: ['en'] },
  { from: ['blog/seite/1'], to: '/blog', status: 308, locales: ['de'] },
  { from: ['**/insights/**'], to: '/blog', status: 308 },
  { from: ['contact'], to: '/contact-us', status: 308 },
  {
    from: [
      'ctoaas',
      'services/ctoaas',
      'services/design',
      ...retiredServices.map((service) => `services/${service}`),
      'daas',
      'startup-services',
      'experience',
      'approach',
    ],
    to: '/services',
    status: 308,
  },
  {
    from: ['ctoaas', 'design', ...retiredServices].map((service) => `dienstleistungen/${service}`),
    to: '/services',
    status: 308,
    locales: ['de'],
  },
  { from: ['our-work', 'projects', '**/portfolio/**'], to: '/case-studies', status: 308 },
  { from: ['**/technical-library/**', '**/references/**'], to: '/', status: 308 },
];

/** Whether `segments` match `pattern`; on a match, the segments a trailing `**` took. */
function matchSegments(pattern: readonly string[], segments: readonly string[]): string[] | null {
  const [head, ...tail] = pattern;
  if (head === undefined) return segments.length === 0 ? [] : null;
  if (head === '**') {
    if (tail.length === 0) return [...segments];
    for (let skip = 0; skip <= segments.length; skip++) {
      if (matchSegments(tail, segments.slice(skip))) return segments.slice(skip + tail.length);
    }
    return null;
  }
  const [segment, ...rest] = segments;
  if (segment === undefined || (head !== '*' && head !== segment)) return null;
  return matchSegments(tail, rest);
}

function applyRule(
  segments: readonly string[],
  locale: Locale,
  options: RedirectOptions,
): Redirect | null {
  const matchable = segments.map((segment) => segment.toLowerCase());
  for (const rule of redirectRules) {
    if (rule.whileBlogHidden && options.showBlog) continue;
    if (rule.locales && !rule.locales.includes(locale)) continue;
    for (const from of rule.from) {
      const rest = matchSegments(from.split('/'), matchable);
      if (!rest) continue;
      const kept = rule.keepRest && rest.length ? segments.slice(-rest.length) : [];
      const base = localizedPath(rule.to, locale);
      return { location: kept.length ? `${base}${kept.join('/')}/` : base, status: rule.status };
    }
  }
  return null;
}

/**
 * Every redirect in one hop to its final URL. Rules match whole segments, so that
 * `/blog/references-in-typescript/` stays; the caller adds the query.
 */
export function resolveRedirect(pathname: string, options: RedirectOptions): Redirect | null {
  const allSegments = pathname.split('/').filter(Boolean);
  if (allSegments.at(-1)?.includes('.')) return null; // A file name: served or answered 404.

  const [prefix, ...unprefixed] = allSegments;
  const hasLocalePrefix = isLocale(prefix);
  const locale: Locale = hasLocalePrefix ? prefix : defaultLocale;
  const segments = hasLocalePrefix ? unprefixed : allSegments;

  const ruled = applyRule(segments, locale, options);
  if (ruled) return ruled;

  // `/en/about/` is the same page as `/about/`: send it to the one canonical URL.
  const localePrefix = locale === defaultLocale ? [] : [locale];
  const canonical = `/${[...localePrefix, ...segments].join('/')}`;
  const withSlash = canonical.endsWith('/') ? canonical : `${canonical}/`;

  // `/de/about/` names a German page with its English slug: use the German one.
  if (locale !== defaultLocale && !matchRoute(withSlash)) {
    const english = matchRoute(`/${segments.join('/')}/`);
    if (english && localesOf(english.pathname).includes(locale)) {
      return { location: localizedPath(english.pathname, locale, english.params), status: 308 };
    }
  }

  return withSlash === pathname ? null : { location: withSlash, status: 308 };
}
