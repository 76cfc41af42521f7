import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';

/** A page's entry in the `seo` messages: its title, description and share image text. */
export type SeoPage = Exclude<keyof Messages['seo']['pages'], 'notFound' | 'error'>;

/** The collections dynamic routes' params name; `params.ts` lists their values and share texts. */
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

export type RouteDefinition = {
  /** Without prefix or trailing slash; a language left out has no such page, so links stay English. */
  paths: { readonly en: string } & { readonly [L in Locale]?: string };
  /** Static pages: the page's entry in the `seo` messages. */
  seo?: SeoPage;
  /** Dynamic pages: the collection whose entries the route's params name. */
  params?: ParamSource;
  /**
   * `listed` (default): indexed and in the sitemap; `transactional`: reached from a form or an
   * email, never indexed; `diagnostic`: test pages, ERROR_TEST_PAGES only, robots.txt disallows.
   */
  visibility?: 'listed' | 'transactional' | 'diagnostic';
};

/**
 * Keyed by each page's internal name, also its folder under src/app/[locale]/. Links, the proxy,
 * redirects, hreflang, metadata, share images, the sitemap and robots.txt derive from it.
 */
export const routes = {
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
