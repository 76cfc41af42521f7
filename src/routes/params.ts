import type { getTranslations } from 'next-intl/server';

import { draftsShown } from '@/content/drafts-shown';
import { contentGeneration } from '@/content/generation';
import {
  getBlogPageCount,
  getBlogPost,
  getBlogPosts,
  getBlogTags,
  getCaseStudies,
  getCaseStudy,
  getCaseStudyIndustries,
  getCaseStudyServices,
  getOpenJob,
  getOpenJobs,
  getService,
  getServices,
  getTeamMember,
  getTeamMembers,
} from '@/content/queries';
import type { blogTags, industries } from '@/content/schemas';
import type { Locale } from '@/i18n/locales';

import type { RouteMatch } from './match';
import {
  isDynamicPathname,
  paramSourceOf,
  seoPageOf,
  type DynamicPathname,
  type ParamSource,
  type Pathname,
  type SeoPage,
} from './registry';

type Params = Record<string, string>;

/** What a page's share image says: a short label and the page's title. */
export type ShareText = { label: string; title: string };

/** The confirmation pages a form without JavaScript ends on, with their `seo` messages. */
export const thankYouPages = {
  message: 'thankYouMessage',
  application: 'thankYouApplication',
  newsletter: 'thankYouNewsletter',
} as const satisfies Record<string, SeoPage>;

export type ThankYouKind = keyof typeof thankYouPages;

export function isThankYouKind(kind: string): kind is ThankYouKind {
  return Object.hasOwn(thankYouPages, kind);
}

type Translate<Namespace extends 'seo' | 'blog' | 'caseStudies' | 'services'> = Awaited<
  ReturnType<typeof getTranslations<Namespace>>
>;

/**
 * The share texts' messages, passed in by the share image route: this module also runs in the
 * proxy, which needs no translations.
 */
export type ShareTranslations = {
  seo: Translate<'seo'>;
  blog: Translate<'blog'>;
  caseStudies: Translate<'caseStudies'>;
  services: Translate<'services'>;
};

type Source = {
  /** Every value the route's params can take (the English slugs, shared by both languages). */
  list: () => Params[];
  /** The share image's text for one entry, or null when the params name none. */
  share: (locale: Locale, params: Params, t: ShareTranslations) => ShareText | null;
};

const byline = (title: string): ShareText => ({ label: 'Limmat Labs', title });

/** Each collection a dynamic route's params name an entry of. */
const sources: Record<ParamSource, Source> = {
  blogPost: {
    list: () => getBlogPosts('en').map((post) => ({ slug: post.slug })),
    share: (locale, { slug = '' }, t) => {
      const post = getBlogPost(locale, slug);
      return post ? { label: t.blog('hero.eyebrow'), title: post.title } : null;
    },
  },
  blogPage: {
    list: () =>
      Array.from({ length: getBlogPageCount() - 1 }, (_, index) => ({ page: String(index + 2) })),
    share: (_locale, { page = '' }, t) => ({
      label: t.blog('hero.eyebrow'),
      title: t.blog('pageTitle', { page }),
    }),
  },
  blogTag: {
    list: () => getBlogTags().map((tag) => ({ tag })),
    share: (_locale, { tag = '' }, t) => ({
      label: t.blog('hero.eyebrow'),
      title: t.blog('tagTitle', { tag: t.blog(`tags.${tag as (typeof blogTags)[number]}`) }),
    }),
  },
  service: {
    list: () => getServices('en').map((service) => ({ service: service.slug })),
    share: (locale, { service: slug = '' }, t) => {
      const service = getService(locale, slug);
      return service ? { label: t.services('hero.eyebrow'), title: service.title } : null;
    },
  },
  caseStudy: {
    list: () => getCaseStudies('en').map((study) => ({ caseName: study.slug })),
    share: (locale, { caseName = '' }) => {
      const study = getCaseStudy(locale, caseName);
      return study ? { label: study.client.name, title: study.title } : null;
    },
  },
  caseStudyService: {
    list: () => getCaseStudyServices().map((service) => ({ service })),
    share: (locale, { service: slug = '' }, t) => {
      const service = getService(locale, slug);
      return service
        ? {
            label: t.caseStudies('hero.eyebrow'),
            title: t.caseStudies('filteredTitle', { filter: service.title }),
          }
        : null;
    },
  },
  caseStudyIndustry: {
    list: () => getCaseStudyIndustries().map((industry) => ({ industry })),
    share: (_locale, { industry = '' }, t) => ({
      label: t.caseStudies('hero.eyebrow'),
      title: t.caseStudies('filteredTitle', {
        filter: t.caseStudies(`industries.${industry as (typeof industries)[number]}`),
      }),
    }),
  },
  job: {
    list: () => getOpenJobs('en').map((job) => ({ job: job.slug })),
    share: (locale, { job: slug = '' }) => {
      const job = getOpenJob(locale, slug);
      return job ? byline(job.title) : null;
    },
  },
  teamMember: {
    list: () => getTeamMembers('en').map((member) => ({ teamMember: member.slug })),
    share: (locale, { teamMember = '' }) => {
      const member = getTeamMember(locale, teamMember);
      return member ? { label: member.role, title: member.name } : null;
    },
  },
  thankYouKind: {
    list: () => Object.keys(thankYouPages).map((kind) => ({ kind })),
    share: (_locale, { kind = '' }, t) =>
      isThankYouKind(kind) ? byline(t.seo(`pages.${thankYouPages[kind]}.title`)) : null,
  },
};

/**
 * Every set of params a dynamic route can show: prerendered, listed by the sitemap and share
 * images, and any other value a 404 in the proxy.
 */
export function paramsOf(pathname: DynamicPathname): Params[] {
  return sources[paramSourceOf(pathname)].list();
}

/** The params each dynamic route can show, for the content's generation they were read in. */
const knownParams = new Map<DynamicPathname, { generation: number; known: Set<string> }>();

const key = (params: Params) => JSON.stringify(Object.entries(params).sort());

/** Whether the dynamic params of a matched route name something that exists. */
export function routeParamsExist(match: Pick<RouteMatch, 'pathname' | 'params'>): boolean {
  if (!isDynamicPathname(match.pathname)) return true;
  const generation = contentGeneration();
  // Kept for what visitors see only: with the drafts (a preview, `npm run edit`) it is worked out
  // on each call from the content's copy with the drafts.
  const visitors = !draftsShown();
  const cached = visitors ? knownParams.get(match.pathname) : undefined;
  let known = cached?.generation === generation ? cached.known : undefined;
  if (!known) {
    known = new Set(paramsOf(match.pathname).map(key));
    if (visitors) knownParams.set(match.pathname, { generation, known });
  }
  return known.has(key(match.params));
}

/** What the share image of a page says, in its language; null for params that name nothing. */
export function shareText(
  pathname: Pathname,
  params: Params,
  locale: Locale,
  t: ShareTranslations,
): ShareText | null {
  if (isDynamicPathname(pathname)) {
    return sources[paramSourceOf(pathname)].share(locale, params, t);
  }
  return byline(t.seo(`pages.${seoPageOf(pathname)}.title`));
}
