import type { RouteMatch } from '@/i18n/route-match';
import type { Pathname } from '@/i18n/routing';

import {
  getBlogPageCount,
  getBlogPosts,
  getBlogTags,
  getCaseStudies,
  getCaseStudyIndustries,
  getCaseStudyServices,
  getOpenJobs,
  getServices,
  getTeamMembers,
} from './queries';

type Params = Record<string, string>;

/** The confirmation pages a form without JavaScript ends on. */
export const thankYouKinds = ['message', 'application', 'newsletter'] as const;
export type ThankYouKind = (typeof thankYouKinds)[number];

/**
 * Every dynamic route of the table with the params it can show, from the content. Pages build
 * their static params from it, the proxy answers anything else with 404, and the tests visit
 * each route with its first value.
 */
export const dynamicRoutes = {
  '/blog/[slug]': () => getBlogPosts('en').map((post) => ({ slug: post.slug })),
  '/blog/page/[page]': () =>
    Array.from({ length: getBlogPageCount() - 1 }, (_, index) => ({ page: String(index + 2) })),
  '/blog/tag/[tag]': () => getBlogTags().map((tag) => ({ tag })),
  '/services/[service]': () => getServices('en').map((service) => ({ service: service.slug })),
  '/case-studies/[caseName]': () => getCaseStudies('en').map((study) => ({ caseName: study.slug })),
  '/case-studies/service/[service]': () => getCaseStudyServices().map((service) => ({ service })),
  '/case-studies/industry/[industry]': () =>
    getCaseStudyIndustries().map((industry) => ({ industry })),
  '/jobs/[job]': () => getOpenJobs('en').map((job) => ({ job: job.slug })),
  '/thank-you/[kind]': () => thankYouKinds.map((kind) => ({ kind })),
  '/team/[teamMember]': () => getTeamMembers('en').map((member) => ({ teamMember: member.slug })),
} as const satisfies Partial<Record<Pathname, () => Params[]>>;

export type DynamicPathname = keyof typeof dynamicRoutes;

export function isDynamicPathname(pathname: Pathname): pathname is DynamicPathname {
  return Object.hasOwn(dynamicRoutes, pathname);
}

const knownParams = new Map<DynamicPathname, Set<string>>();

const key = (params: Params) => JSON.stringify(Object.entries(params).sort());

/** Whether the dynamic params of a matched route name something that exists. */
export function routeParamsExist(match: Pick<RouteMatch, 'pathname' | 'params'>): boolean {
  if (!isDynamicPathname(match.pathname)) return true;
  let known = knownParams.get(match.pathname);
  if (!known) {
    // Content does not change while the server runs: list each route's params once.
    known = new Set(dynamicRoutes[match.pathname]().map(key));
    knownParams.set(match.pathname, known);
  }
  return known.has(key(match.params));
}
