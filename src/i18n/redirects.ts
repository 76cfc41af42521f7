import { localizedPath, type StaticPathname } from './paths';
import { matchRoute } from './route-match';
import { routing, type Locale } from './routing';

export type Redirect = {
  location: string;
  /** 308 for rules that never change; 307 for the flag rule, which browsers must not cache. */
  status: 307 | 308;
};

export type RedirectOptions = {
  /** The `show_blog` feature flag. */
  showBlog: boolean;
};

/** Old service and campaign paths, relative to the locale root, without slashes. */
const RETIRED_SERVICE_PATHS = new Set([
  'services/ctoaas',
  'ctoaas',
  'services/frontend',
  'services/backend',
  'services/mobile',
  'services/ecommerce',
  'services/integrations',
  'services/devops',
  'services/design',
  'daas',
  'startup-services',
  'experience',
  'approach',
]);

/** Old German service paths also lived under the translated services segment. */
const RETIRED_GERMAN_SERVICE_PATHS = new Set(
  [...RETIRED_SERVICE_PATHS]
    .filter((path) => path.startsWith('services/'))
    .map((path) => path.replace(/^services\//, 'dienstleistungen/')),
);

function hasSegment(segments: readonly string[], ...names: string[]): boolean {
  return segments.some((segment) => names.includes(segment));
}

/** Where a legacy path now lives, as a route of the table, or null when no rule applies. */
function legacyTarget(
  segments: readonly string[],
  locale: Locale,
): { pathname: StaticPathname; rest?: readonly string[] } | null {
  const path = segments.join('/');
  const [first, ...rest] = segments;

  if (first === 'blogs') return { pathname: '/blog', rest };
  if (hasSegment(segments, 'insights')) return { pathname: '/blog' };
  if (path === 'contact') return { pathname: '/contact-us' };
  if (
    RETIRED_SERVICE_PATHS.has(path) ||
    (locale === 'de' && RETIRED_GERMAN_SERVICE_PATHS.has(path))
  ) {
    return { pathname: '/services' };
  }
  if (path === 'our-work' || path === 'projects' || hasSegment(segments, 'portfolio')) {
    return { pathname: '/case-studies' };
  }
  if (hasSegment(segments, 'technical-library', 'references')) return { pathname: '/' };
  return null;
}

function isBlogPath(segments: readonly string[]): boolean {
  return segments[0] === 'blog' || segments[0] === 'blogs' || hasSegment(segments, 'insights');
}

function looksLikeFile(segments: readonly string[]): boolean {
  return segments.at(-1)?.includes('.') ?? false;
}

/**
 * Every redirect the site makes, in one pure function: the mandatory trailing slash, the canonical
 * unprefixed English paths, the legacy paths of the old site and the `show_blog` flag. Each rule
 * lands on its final URL in one hop. Rules match whole path segments, never substrings, so
 * `/blog/references-in-typescript/` stays where it is.
 *
 * `pathname` is the raw request path; the caller appends the query string to `location`.
 */
export function resolveRedirect(pathname: string, options: RedirectOptions): Redirect | null {
  const allSegments = pathname.split('/').filter(Boolean);
  if (looksLikeFile(allSegments)) return null;

  const [prefix, ...unprefixed] = allSegments;
  const locale: Locale = prefix === 'de' ? 'de' : routing.defaultLocale;
  const hasLocalePrefix = prefix === 'de' || prefix === routing.defaultLocale;
  const segments = hasLocalePrefix ? unprefixed : allSegments;
  const matchable = segments.map((segment) => segment.toLowerCase());

  if (!options.showBlog && isBlogPath(matchable)) {
    return { location: localizedPath('/', locale), status: 307 };
  }

  const target = legacyTarget(matchable, locale);
  if (target) {
    const base = localizedPath(target.pathname, locale);
    const rest = target.rest?.length ? `${segments.slice(1).join('/')}/` : '';
    return { location: `${base}${rest}`, status: 308 };
  }

  // `/en/about/` is the same page as `/about/`: send it to the one canonical URL.
  const canonical = `/${[...(prefix === 'de' ? ['de'] : []), ...segments].join('/')}`;
  const withSlash = canonical.endsWith('/') ? canonical : `${canonical}/`;

  // `/de/about/` names a German page with its English slug: use the German one.
  if (locale === 'de' && !matchRoute(withSlash)) {
    const english = matchRoute(`/${segments.join('/')}/`);
    if (english) {
      return { location: localizedPath(english.pathname, 'de', english.params), status: 308 };
    }
  }

  return withSlash === pathname ? null : { location: withSlash, status: 308 };
}
