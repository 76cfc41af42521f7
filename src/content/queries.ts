import type { Locale } from '@/i18n/locales';

import { draftsShown } from './drafts-shown';
import { editingLocally } from './editor/mode';
import { contentVersion, defaultContentRoot } from './files';
import { contentGeneration } from './generation';
import { defaultPublicRoot } from './images';
import { loadContent, type ContentStore, type Localized, type PageEntry } from './load';
import type * as schemas from './schemas';

export type { PageEntry } from './load';

export type BlogPost = Localized<typeof schemas.blogPost> & { readingMinutes: number };
export type Service = Localized<typeof schemas.service>;
export type CaseStudy = Localized<typeof schemas.caseStudy>;
export type TeamMember = Localized<typeof schemas.teamMember>;
export type Job = Localized<typeof schemas.job>;
export type PricingPlan = Localized<typeof schemas.pricingPlan>;

/** Posts per page of the blog list. */
export const BLOG_PAGE_SIZE = 6;

/** The content as read for one generation (or, under `npm run edit`, one state of the files). */
type Snapshot = {
  version: string;
  store: ContentStore;
  /** The posts of each language, newest first: every page's cards ask for them. */
  blogPosts: Map<Locale, BlogPost[]>;
};

/** As visitors see it, and with the drafts and scheduled entries, as editors preview it. */
const snapshots: { published?: Snapshot; withDrafts?: Snapshot } = {};

/**
 * The validated content, read once per process and again after each publish, with the drafts
 * for an editor's preview. Under `npm run edit` it has the drafts and is read again once a file
 * changed, checked on every call, as the proxy, the pages and Next's workers each hold a copy of
 * this module.
 */
function snapshot(): Snapshot {
  const drafts = draftsShown();
  const version = editingLocally()
    ? contentVersion(defaultContentRoot)
    : String(contentGeneration());
  const kind = drafts ? 'withDrafts' : 'published';
  let current = snapshots[kind];
  if (current?.version !== version) {
    const store = loadContent(defaultContentRoot, defaultPublicRoot, { drafts });
    current = { version, store, blogPosts: new Map() };
    snapshots[kind] = current;
  }
  return current;
}

const content = (): ContentStore => snapshot().store;

function inLocale<T>(entries: Map<string, Record<Locale, T>>, locale: Locale): T[] {
  return [...entries.values()].map((entry) => entry[locale]);
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** The posts of a language, newest first. */
export function getBlogPosts(locale: Locale): BlogPost[] {
  const { store, blogPosts } = snapshot();
  let posts = blogPosts.get(locale);
  if (!posts) {
    posts = inLocale(store.blog, locale)
      .map((post) => ({ ...post, readingMinutes: readingMinutes(post.body) }))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));
    blogPosts.set(locale, posts);
  }
  return posts;
}

/** The posts still to go live, by `blog/<slug>`, with the moment each does. */
export const scheduledEntries = (): ReadonlyMap<string, Date> => content().scheduled;

export function getBlogPost(locale: Locale, slug: string): BlogPost | undefined {
  return getBlogPosts(locale).find((post) => post.slug === slug);
}

export function getBlogPageCount(): number {
  return Math.max(1, Math.ceil(content().blog.size / BLOG_PAGE_SIZE));
}

/** Tags that at least one post carries. */
export function getBlogTags(): Array<(typeof schemas.blogTags)[number]> {
  return [...new Set(inLocale(content().blog, 'en').flatMap((post) => post.tags))].sort();
}

export function getServices(locale: Locale): Service[] {
  return inLocale(content().services, locale).sort(byOrder);
}

export function getService(locale: Locale, slug: string): Service | undefined {
  return content().services.get(slug)?.[locale];
}

export function getCaseStudies(locale: Locale): CaseStudy[] {
  return inLocale(content().caseStudies, locale).sort(byOrder);
}

export function getCaseStudy(locale: Locale, slug: string): CaseStudy | undefined {
  return content().caseStudies.get(slug)?.[locale];
}

export function getCaseStudyIndustries(): Array<(typeof schemas.industries)[number]> {
  return [...new Set(getCaseStudies('en').map((study) => study.industry))].sort();
}

/** Services that at least one case study shows. */
export function getCaseStudyServices(): string[] {
  return [...new Set(getCaseStudies('en').flatMap((study) => study.services))].sort();
}

export function getTeamMembers(locale: Locale): TeamMember[] {
  return inLocale(content().team, locale).sort(byOrder);
}

export function getTeamMember(locale: Locale, slug: string): TeamMember | undefined {
  return content().team.get(slug)?.[locale];
}

/** Open positions that are still advertised on the day of the build. */
export function getOpenJobs(locale: Locale, today = new Date().toISOString().slice(0, 10)): Job[] {
  return inLocale(content().jobs, locale)
    .filter((job) => job.status === 'open' && job.validThrough >= today)
    .sort((a, b) => a.title.localeCompare(b.title, locale));
}

/** An open job by slug, or undefined when there is none or it has closed. */
export function getOpenJob(locale: Locale, slug: string): Job | undefined {
  return getOpenJobs(locale).find((job) => job.slug === slug);
}

export function getPricingPlans(locale: Locale): PricingPlan[] {
  return inLocale(content().pricing, locale).sort(byOrder);
}

export function getPage<P extends schemas.PageName>(page: P, locale: Locale): PageEntry<P> {
  const entry = content().pages[page][locale];
  if (!entry) throw new Error(`content/pages/${page}/${locale}.md is missing`);
  return entry;
}

/** Words per minute of an attentive reader; rounded up, at least one minute. */
const WORDS_PER_MINUTE = 220;

export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
