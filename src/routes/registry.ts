import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';

/** A page's entry in the `seo` messages: its title, description and share image text. */
export type SeoPage = Exclude<keyof Messages['seo']['pages'], 'notFound' | 'error'>;

/**
 * The collections a dynamic route's params name an entry of. `src/routes/params.ts` lists each
 * collection's values (for prerendering, the sitemap and the proxy's 404s) and its share text.
 */
export type ParamSource =
  | 'blogPost'
  | 'blogPage'
  | 'blogTag'
  | 'service'
  | 'caseStudy'
  | 'caseStudyService'
  | 'caseStudyIndustry'
  | 'job'
  | 'teamMember'
  | 'thankYouKind';

type RouteDefinition = {
  /**
   * The public path in each language, without locale prefix or trailing slash. A language left
   * out has no such page: its path answers 404 and links to the page stay in English.
   */
  paths: { readonly en: string } & { readonly [L in Locale]?: string };
  /** Static pages: the page's entry in the `seo` messages. */
  seo?: SeoPage;
  /** Dynamic pages: the collection whose entries the route's params name. */
  params?: ParamSource;
  /**
   * `listed` (the default): indexed and in the sitemap. `transactional`: reached through a form
   * or an email link, never indexed. `diagnostic`: error-reporting test pages, served only with
   * `ERROR_TEST_PAGES` and disallowed in robots.txt.
   */
  visibility?: 'listed' | 'transactional' | 'diagnostic';
};

/**
 * Every page of the site, once. The key is the route's internal name, which is also its folder
 * under `src/app/[locale]/`. Links, the proxy's matching and 404s, redirects to a page's German
 * slug, hreflang alternates, metadata, share images, the sitemap and robots.txt all derive from
 * this table.
 */
const routes = {
  '/': { paths: { en: '/', de: '/' }, seo: 'home' },
  '/about': { paths: { en: '/about', de: '/uberuns' }, seo: 'about' },
  '/services': { paths: { en: '/services', de: '/dienstleistungen' }, seo: 'services' },
  '/services/[service]': {
    paths: { en: '/services/[service]', de: '/dienstleistungen/[service]' },
    params: 'service',
  },
  '/case-studies': { paths: { en: '/case-studies', de: '/case-studies' }, seo: 'caseStudies' },
  '/case-studies/[caseName]': {
    paths: { en: '/case-studies/[caseName]', de: '/case-studies/[caseName]' },
    params: 'caseStudy',
  },
  '/case-studies/service/[service]': {
    paths: { en: '/case-studies/service/[service]', de: '/case-studies/dienstleistung/[service]' },
    params: 'caseStudyService',
  },
  '/case-studies/industry/[industry]': {
    paths: { en: '/case-studies/industry/[industry]', de: '/case-studies/branche/[industry]' },
    params: 'caseStudyIndustry',
  },
  '/blog': { paths: { en: '/blog', de: '/blog' }, seo: 'blog' },
  '/blog/[slug]': { paths: { en: '/blog/[slug]', de: '/blog/[slug]' }, params: 'blogPost' },
  '/blog/page/[page]': {
    paths: { en: '/blog/page/[page]', de: '/blog/seite/[page]' },
    params: 'blogPage',
  },
  '/blog/tag/[tag]': {
    paths: { en: '/blog/tag/[tag]', de: '/blog/thema/[tag]' },
    params: 'blogTag',
  },
  '/team/[teamMember]': {
    paths: { en: '/team/[teamMember]', de: '/team/[teamMember]' },
    params: 'teamMember',
  },
  '/pricing': { paths: { en: '/pricing', de: '/preise' }, seo: 'pricing' },
  '/jobs': { paths: { en: '/jobs', de: '/jobs' }, seo: 'jobs' },
  '/jobs/[job]': { paths: { en: '/jobs/[job]', de: '/jobs/[job]' }, params: 'job' },
  '/contact-us': { paths: { en: '/contact-us', de: '/contact-us' }, seo: 'contactUs' },
  '/growth-stage-startups': {
    paths: { en: '/cto-for-my-startup', de: '/growth-stage-startups' },
    seo: 'growthStageStartups',
  },
  '/early-stage-startups': {
    paths: { en: '/cto-early-stage-startups', de: '/early-stage-startups' },
    seo: 'earlyStageStartups',
  },
  '/imprint': { paths: { en: '/imprint', de: '/impressum' }, seo: 'imprint' },
  '/privacy': { paths: { en: '/privacy', de: '/datenschutz' }, seo: 'privacy' },
  '/disclaimer': { paths: { en: '/disclaimer' }, seo: 'disclaimer' },
  '/jetbrains-eula': { paths: { en: '/jetbrains-eula' }, seo: 'jetbrainsEula' },
  '/unsubscribe': {
    paths: { en: '/unsubscribe', de: '/abmelden' },
    seo: 'unsubscribe',
    visibility: 'transactional',
  },
  '/newsletter/confirm': {
    paths: { en: '/newsletter/confirm', de: '/newsletter/bestaetigen' },
    seo: 'newsletterConfirm',
    visibility: 'transactional',
  },
  '/thank-you/[kind]': {
    paths: { en: '/thank-you/[kind]', de: '/danke/[kind]' },
    params: 'thankYouKind',
    visibility: 'transactional',
  },
  '/sentry-client-test': {
    paths: { en: '/sentry-client-test', de: '/sentry-client-test' },
    seo: 'sentryClientTest',
    visibility: 'diagnostic',
  },
  '/sentry-server-test': {
    paths: { en: '/sentry-server-test', de: '/sentry-server-test' },
    seo: 'sentryServerTest',
    visibility: 'diagnostic',
  },
} as const satisfies Record<string, RouteDefinition>;

export type Pathname = keyof typeof routes;

/** The routes that take no dynamic parameter. */
export type StaticPathname = {
  [P in Pathname]: P extends `${string}[${string}]${string}` ? never : P;
}[Pathname];

/** The routes whose params name entries of a collection. */
export type DynamicPathname = Exclude<Pathname, StaticPathname>;

/** A route of the table: a static pathname, or a pathname with the values of its params. */
export type RouteHref = StaticPathname | { pathname: Pathname; params?: Record<string, string> };

const definitions: Readonly<Record<Pathname, RouteDefinition>> = routes;

export function isDynamicPathname(pathname: Pathname): pathname is DynamicPathname {
  return pathname.includes('[');
}

export const pathnames = Object.keys(routes) as Pathname[];

export function isPathname(name: string): name is Pathname {
  return Object.hasOwn(routes, name);
}

/** The path template of a route in a locale, or undefined where the language has no such page. */
export function pathTemplate(pathname: Pathname, locale: Locale): string | undefined {
  return definitions[pathname].paths[locale];
}

/** The locales a route exists in. */
export function localesOf(pathname: Pathname): Locale[] {
  return Object.keys(definitions[pathname].paths) as Locale[];
}

export function visibilityOf(pathname: Pathname): NonNullable<RouteDefinition['visibility']> {
  return definitions[pathname].visibility ?? 'listed';
}

/** Whether search engines may list a page and the sitemap names it. */
export function isIndexable(pathname: Pathname): boolean {
  return visibilityOf(pathname) === 'listed';
}

/** The error-reporting test pages. */
export const diagnosticPathnames = pathnames.filter(
  (pathname) => visibilityOf(pathname) === 'diagnostic',
);

/**
 * A static page's entry in the `seo` messages (the type checker makes every static route name
 * one).
 */
export function seoPageOf(pathname: StaticPathname): SeoPage {
  return routes[pathname].seo;
}

/** The collection a dynamic route's params come from (every dynamic route must name one). */
export function paramSourceOf(pathname: DynamicPathname): ParamSource {
  return routes[pathname].params;
}
