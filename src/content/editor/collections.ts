import type { z } from 'zod';

import type { Pathname } from '@/routes/registry';

import type { CollectionName } from '../files';
import * as schemas from '../schemas';

export type EntrySchemas = { meta?: z.ZodObject; text: z.ZodObject };

export type EditedCollection = {
  /** The collection's name in the editor's lists. */
  label: string;
  schemas: EntrySchemas;
  /** The route that shows one entry, its folder name as the route's one param. */
  shownAt: Pathname;
};

/** The collections the editor offers, by their folder under `content/`. */
export const editedCollections = {
  blog: { label: 'Blog posts', schemas: schemas.blogPost, shownAt: '/blog/[slug]' },
  services: { label: 'Services', schemas: schemas.service, shownAt: '/services/[service]' },
  'case-studies': {
    label: 'Case studies',
    schemas: schemas.caseStudy,
    shownAt: '/case-studies/[caseName]',
  },
  team: { label: 'Team', schemas: schemas.teamMember, shownAt: '/team/[teamMember]' },
  jobs: { label: 'Jobs', schemas: schemas.job, shownAt: '/jobs/[job]' },
  pricing: { label: 'Pricing plans', schemas: schemas.pricingPlan, shownAt: '/pricing' },
} as const satisfies Partial<Record<CollectionName, EditedCollection>>;

/** The route of a page of `content/pages/`. */
export const pageRoute = (page: schemas.PageName): Pathname =>
  page === 'home' ? '/' : (`/${page}` as Pathname);

/** "early-stage-startups" → "Early stage startups page". */
export const pageLabel = (page: schemas.PageName): string =>
  `${page.charAt(0).toUpperCase()}${page.slice(1).replace(/-/g, ' ')} page`;
