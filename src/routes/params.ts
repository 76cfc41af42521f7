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

/** Passed in by the share image route: this module also runs in the proxy, which needs none. */
export type ShareTranslations = {
  seo: Translate<'seo'>;
  blog: Translate<'blog'>;
  caseStudies: Translate<'caseStudies'>;
  services: Translate<'services'>;
};

type Source = {
  /** Every value the route's params can take (the English slugs, shared by both languages). */
  list: () => Params[];
  share: (locale: Locale, params: Params, t: ShareTranslations) => ShareText | null;
};

const byline = (title: string): ShareText => ({ label: 'Limmat Labs', title });

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

/** Prerendered, listed by the sitemap and share images; any other value is a 404 in the proxy. */
export function paramsOf(pathname: DynamicPathname): Params[] {
  return sources[paramSourceOf(pathname)].list();
}

/** The params each dynamic route can show, for the content's generation they were read in. */
const knownParams = new Map<DynamicPathname, { generation: number; known: Set<string> }>();

const key = (params: Params) => JSON.stringify(Object.entries(params).sort());

export function routeParamsExist(match: Pick<RouteMatch, 'pathname' | 'params'>): boolean {
  if (!isDynamicPathname(match.pathname)) return true;
  const generation = contentGeneration();
  // Cached for visitors only: with the drafts shown (a preview, `npm run edit`), worked out anew.
  const visitors = !draftsShown();
  const cached = visitors ? knownParams.get(match.pathname) : undefined;
  let known = cached?.generation === generation ? cached.known : undefined;
  if (!known) {
    known = new Set(paramsOf(match.pathname).map(key));
    if (visitors) knownParams.set(match.pathname, { generation, known });
  }
  return known.has(key(match.params));
}

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
