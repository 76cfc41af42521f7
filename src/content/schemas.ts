import { z } from 'zod';

import { locales, type Locale } from '@/i18n/locales';
import { durationUnits, type Figure } from '@/lib/format';
import { isPathname, localesOf } from '@/routes/registry';

// Every content entry's shape: `meta`, the facts both languages share, and `text`, one language's
// texts; an entry is a folder under `content/<collection>/` (src/content/load.ts).

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens')
  .max(80);

/** The folder name of an entry of `collection`: the editor offers the entries to choose from. */
const reference = (collection: 'team' | 'services' | 'case-studies' | 'pricing') =>
  slug.meta({ reference: collection });

export function referenceOf(schema: z.ZodType): string | undefined {
  const reference = z.globalRegistry.get(schema)?.reference;
  return typeof reference === 'string' ? reference : undefined;
}

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** A person's or a company's name: written alike in every language, never taken for English. */
const name = (min: number, max: number) => text(min, max).meta({ sameInEveryLanguage: true });

/** Shown under `npm run edit` only; it may still hold English in its German texts. */
const draft = z.boolean().default(false);
const isoDate = z.iso.date();
const faq = z.array(z.object({ q: text(5, 200), a: text(10, 1200) })).max(10);
/** Its files are found by the entry's folder name (src/content/images.ts). */
const image = z.strictObject({ alt: text(20, 400) });

const uploadedPicture = z
  .string()
  .regex(/^\/images\/[a-z0-9][\w./-]*\.(?:jpe?g|png|webp|avif|svg)$/i, 'a picture under /images/')
  .meta({ upload: 'picture' });

/** Shown instead of the entry's drawing; its alt text is the entry's `image.alt`. */
const photo = z
  .strictObject({ light: uploadedPicture, dark: uploadedPicture.optional() })
  .optional();

/** For search results where the title or summary is too long; the SEO test holds pages to these. */
const searchSnippet = {
  seoTitle: text(10, 50).optional(),
  seoDescription: text(70, 160).optional(),
};

/** A number a text reports, given as a number and formatted per language by `formatFigure`. */
const figure = z.union([
  z.strictObject({ count: z.number() }),
  z.strictObject({ percent: z.number() }),
  z.strictObject({ chf: z.number(), compact: z.boolean().optional() }),
  z.strictObject({ duration: z.number().positive(), unit: z.enum(durationUnits) }),
  z.strictObject({ rating: z.number(), outOf: z.int().positive() }),
]) satisfies z.ZodType<Figure>;

/** A price in whole Swiss francs, excluding VAT, and the words after it ("per month"). */
const price = z.strictObject({
  amount: z.int().min(0),
  from: z.boolean().default(false),
  terms: text(3, 40),
});

export const blogTags = [
  'architecture',
  'accessibility',
  'product',
  'startups',
  'cloud',
  'security',
  'process',
  'mobile',
  'data',
  'design',
] as const;

export const industries = [
  'logistics',
  'finance',
  'insurance',
  'healthcare',
  'retail',
  'public-sector',
  'energy',
  'education',
  'manufacturing',
  'travel',
] as const;

export const serviceIcons = [
  'browser',
  'device-mobile',
  'plug-connected',
  'cloud',
  'palette',
  'compass',
  'shield-check',
  'chart-dots',
] as const;

export const blogPost = {
  meta: z.strictObject({
    draft,
    publishedAt: isoDate,
    /** The time on `publishedAt`, in Switzerland, at which the post goes live: midnight if none. */
    publishedTime: z.iso.time({ precision: -1 }).optional(),
    updatedAt: isoDate.optional(),
    author: reference('team'),
    tags: z.array(z.enum(blogTags)).min(1).max(4),
    photo,
  }),
  text: z.strictObject({
    title: text(5, 120),
    excerpt: text(50, 300),
    ...searchSnippet,
    image,
  }),
};

export const service = {
  meta: z.strictObject({
    draft,
    order: z.int().min(0),
    icon: z.enum(serviceIcons),
    technologies: z.array(text(1, 40)).min(1).max(20),
    relatedCaseStudies: z.array(reference('case-studies')).max(3).default([]),
    photo,
  }),
  text: z.strictObject({
    title: text(3, 80),
    summary: text(50, 240),
    ...searchSnippet,
    problem: text(50, 800),
    deliverables: z.array(text(5, 160)).min(3).max(10),
    faq: faq.min(2),
    image,
  }),
};

export const caseStudy = {
  meta: z.strictObject({
    draft,
    client: z.strictObject({ name: text(2, 80), website: z.url().optional() }),
    industry: z.enum(industries),
    services: z.array(reference('services')).min(1).max(4),
    technologies: z.array(text(1, 40)).min(1).max(20),
    year: z.int().min(2000).max(2100),
    durationMonths: z.int().min(1).max(60),
    teamSize: z.int().min(1).max(50),
    order: z.int().min(0),
    photo,
  }),
  text: z.strictObject({
    title: text(5, 120),
    summary: text(50, 300),
    ...searchSnippet,
    results: z
      .array(z.strictObject({ value: figure, label: text(5, 160) }))
      .min(2)
      .max(4),
    testimonial: z.strictObject({ quote: text(20, 600), author: name(3, 80), role: text(3, 100) }),
    image,
  }),
};

export const teamMember = {
  meta: z.strictObject({
    draft,
    name: text(3, 80),
    order: z.int().min(0),
    joinedAt: isoDate,
    languages: z.array(z.enum(['de', 'en', 'fr', 'it', 'es', 'pt', 'pl', 'tr', 'nl'])).min(1),
    social: z
      .strictObject({
        linkedin: z.url().optional(),
        github: z.url().optional(),
        mastodon: z.url().optional(),
        website: z.url().optional(),
      })
      .default({}),
    photo,
  }),
  text: z.strictObject({
    role: text(3, 80),
    bio: text(50, 400),
    ...searchSnippet,
    skills: z.array(text(1, 40)).min(3).max(12),
    image,
  }),
};

export const job = {
  meta: z
    .strictObject({
      draft,
      reference: text(3, 20),
      department: z.enum(['engineering', 'design', 'product', 'operations']),
      employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN']),
      workload: z.strictObject({ min: z.int().min(10).max(100), max: z.int().min(10).max(100) }),
      location: text(2, 60),
      remote: z.enum(['onsite', 'hybrid', 'remote']),
      seniority: z.enum(['junior', 'mid', 'senior', 'lead']),
      salary: z.strictObject({ min: z.int().min(0), max: z.int().min(0) }).optional(),
      datePosted: isoDate,
      validThrough: isoDate,
      status: z.enum(['open', 'closed']),
      /** An external applicant-tracking page; without it the site's own form takes applications. */
      applyUrl: z.url({ protocol: /^https$/ }).optional(),
    })
    .refine((meta) => meta.workload.min <= meta.workload.max, {
      message: 'workload.min must not exceed workload.max',
      path: ['workload'],
      params: { minAboveMax: true },
    })
    .refine((meta) => !meta.salary || meta.salary.min <= meta.salary.max, {
      message: 'salary.min must not exceed salary.max',
      path: ['salary'],
      params: { minAboveMax: true },
    }),
  text: z.strictObject({
    title: text(3, 100),
    summary: text(50, 300),
    ...searchSnippet,
    offer: z.array(text(5, 200)).min(3).max(10),
  }),
};

export const pricingPlan = {
  meta: z.strictObject({
    order: z.int().min(0),
    price: z.strictObject({
      /** CHF, excluding VAT; null means "on request". */
      amount: z.int().min(0).nullable(),
      unit: z.enum(['project', 'month', 'day', 'hour']),
      from: z.boolean().default(false),
    }),
    highlighted: z.boolean().default(false),
  }),
  text: z.strictObject({
    name: text(2, 40),
    tagline: text(10, 160),
    features: z.array(text(3, 120)).min(3).max(12),
    cta: text(3, 40),
  }),
};

const cards = z.array(z.strictObject({ title: text(2, 80), text: text(10, 600) }));
const startupOffers = z
  .array(z.strictObject({ title: text(2, 80), text: text(10, 600), price }))
  .min(2)
  .max(4);

/** Long-form pages: each has its own front matter; the body is Markdown. */
export const pages = {
  home: z.strictObject({
    process: cards.min(3).max(5),
    testimonials: z
      .array(
        z.strictObject({
          quote: text(20, 400),
          author: name(3, 80),
          role: text(3, 100),
          company: name(2, 80),
        }),
      )
      .min(2)
      .max(4),
    clients: z.array(name(2, 40)).min(4).max(10),
  }),
  about: z.strictObject({
    values: cards.min(3).max(6),
    numbers: z
      .array(z.strictObject({ value: text(1, 12), label: text(3, 80) }))
      .min(3)
      .max(4),
  }),
  'early-stage-startups': z.strictObject({
    offers: startupOffers,
    faq: faq.min(2),
  }),
  'growth-stage-startups': z.strictObject({
    offers: startupOffers,
    faq: faq.min(2),
  }),
  pricing: z.strictObject({
    comparison: z
      .array(
        z.strictObject({
          label: text(3, 100),
          /** One value per plan: "yes", "no" or a short text; read as a record by plan. */
          values: z
            .array(z.strictObject({ plan: reference('pricing'), value: text(1, 60) }))
            .transform((values) => Object.fromEntries(values.map((v) => [v.plan, v.value]))),
        }),
      )
      .min(3)
      .max(15),
    faq: faq.min(3),
  }),
  jobs: z.strictObject({}),
  'contact-us': z.strictObject({}),
  unsubscribe: z.strictObject({}),
  imprint: z.strictObject({}),
  privacy: z.strictObject({ updatedAt: isoDate }),
  disclaimer: z.strictObject({ updatedAt: isoDate }),
  'jetbrains-eula': z.strictObject({ updatedAt: isoDate }),
} as const;

export type PageName = keyof typeof pages;

/** The languages a page's text exists in: those of its route (src/routes/registry.ts). */
export function localesOfPage(page: PageName): readonly Locale[] {
  const route = `/${page}`;
  return isPathname(route) ? localesOf(route) : locales;
}
