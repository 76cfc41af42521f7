import 'server-only';

import { blogPosts, caseStudies, services, teamMembers } from './entries';

/**
 * The only reader of editorial content. Pages ask for entries by slug and get `undefined` for
 * an unknown one, which they answer with a 404.
 */
export const content = {
  blogPosts: () => blogPosts,
  blogPost: (slug: string) => blogPosts.find((post) => post.slug === slug),
  services: () => services,
  service: (slug: string) => services.find((service) => service.slug === slug),
  caseStudies: () => caseStudies,
  caseStudy: (slug: string) => caseStudies.find((study) => study.slug === slug),
  teamMembers: () => teamMembers,
  teamMember: (slug: string) => teamMembers.find((member) => member.slug === slug),
};

export type { BlogPost, CaseStudy, Service, TeamMember } from './entries';
