import type { RouteMatch } from '@/i18n/route-match';
import type { Pathname } from '@/i18n/routing';

import { blogPosts, caseStudies, services, teamMembers } from './entries';

type DynamicRoute = { param: string; slugs: readonly string[] };

/** For each dynamic route of the table, its parameter and the entries it can show. */
export const dynamicRoutes = {
  '/blog/[slug]': { param: 'slug', slugs: blogPosts.map((entry) => entry.slug) },
  '/services/[service]': { param: 'service', slugs: services.map((entry) => entry.slug) },
  '/case-studies/[caseName]': {
    param: 'caseName',
    slugs: caseStudies.map((entry) => entry.slug),
  },
  '/team/[teamMember]': { param: 'teamMember', slugs: teamMembers.map((entry) => entry.slug) },
} as const satisfies Partial<Record<Pathname, DynamicRoute>>;

export type DynamicPathname = keyof typeof dynamicRoutes;

export function isDynamicPathname(pathname: Pathname): pathname is DynamicPathname {
  return Object.hasOwn(dynamicRoutes, pathname);
}

/** Whether the dynamic params of a matched route name an existing entry. */
export function routeParamsExist(match: Pick<RouteMatch, 'pathname' | 'params'>): boolean {
  if (!isDynamicPathname(match.pathname)) return true;
  const { param, slugs } = dynamicRoutes[match.pathname];
  const value = match.params[param];
  return value !== undefined && (slugs as readonly string[]).includes(value);
}
