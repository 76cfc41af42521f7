import type { RouteMatch } from '@/i18n/route-match';

import { blogPosts, caseStudies, services, teamMembers } from './entries';

const slugSets = {
  '/blog/[slug]': { param: 'slug', slugs: new Set(blogPosts.map((entry) => entry.slug)) },
  '/services/[service]': { param: 'service', slugs: new Set(services.map((entry) => entry.slug)) },
  '/case-studies/[caseName]': {
    param: 'caseName',
    slugs: new Set(caseStudies.map((entry) => entry.slug)),
  },
  '/team/[teamMember]': {
    param: 'teamMember',
    slugs: new Set(teamMembers.map((entry) => entry.slug)),
  },
} as const;

/** Whether the dynamic params of a matched route name an existing entry. */
export function routeParamsExist(match: Pick<RouteMatch, 'pathname' | 'params'>): boolean {
  if (!(match.pathname in slugSets)) return true;
  const { param, slugs } = slugSets[match.pathname as keyof typeof slugSets];
  const value = match.params[param];
  return value !== undefined && slugs.has(value);
}
