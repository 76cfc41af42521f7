import { join } from 'node:path';

import type { z } from 'zod';

import { routing, type Locale } from '@/i18n/routing';

import { listEntrySlugs, readSourceFile, type CollectionName, type SourceFile } from './files';
import * as schemas from './schemas';

type EntrySchemas = { meta: z.ZodObject; text: z.ZodObject };

/** One entry in one language: shared facts, localized texts and the Markdown body. */
export type Localized<S extends EntrySchemas> = z.output<S['meta']> &
  z.output<S['text']> & { slug: string; locale: Locale; body: string; sourcePath: string };

export type Entry<S extends EntrySchemas> = Record<Locale, Localized<S>>;

export type PageEntry<P extends schemas.PageName> = z.output<(typeof schemas.pages)[P]> & {
  body: string;
  sourcePath: string;
};

export type ContentStore = {
  blog: Map<string, Entry<typeof schemas.blogPost>>;
  services: Map<string, Entry<typeof schemas.service>>;
  caseStudies: Map<string, Entry<typeof schemas.caseStudy>>;
  team: Map<string, Entry<typeof schemas.teamMember>>;
  jobs: Map<string, Entry<typeof schemas.job>>;
  pricing: Map<string, Entry<typeof schemas.pricingPlan>>;
  pages: { [P in schemas.PageName]: Partial<Record<Locale, PageEntry<P>>> };
};

/** Every problem found in the content, each naming its file and field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n  ${problems.join('\n  ')}`);
    this.name = 'ContentError';
  }
}

function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : '(file)';
    return `${file}: ${field}: ${issue.message}`;
  });
}

/**
 * Reads and validates the whole `content/` folder. Called once at build (and when the server
 * starts); any problem fails the build with the file and field it concerns.
 */
export function loadContent(root: string): ContentStore {
  const problems: string[] = [];

  function parse<T>(schema: z.ZodType<T>, file: SourceFile): T | null {
    const result = schema.safeParse(file.data);
    if (result.success) return result.data;
    problems.push(...describeIssues(file.path, result.error));
    return null;
  }

  function loadCollection<S extends EntrySchemas>(collection: CollectionName, entrySchemas: S) {
    const entries = new Map<string, Entry<S>>();
    for (const slug of listEntrySlugs(collection, root)) {
      const folder = join(root, collection, slug);
      const where = `content/${collection}/${slug}`;
      const slugCheck = schemas.slug.safeParse(slug);
      if (!slugCheck.success) {
        problems.push(`${where}: folder name: ${slugCheck.error.issues[0]?.message ?? 'invalid'}`);
        continue;
      }
      const textFiles = Object.fromEntries(
        routing.locales.map((locale) => [
          locale,
          readSourceFile(join(folder, `${locale}.md`), root),
        ]),
      ) as Record<Locale, SourceFile | null>;
      // The shared facts live in meta.yaml, or else in the English file's front matter, so that
      // a blog post can be just two files.
      const metaFile =
        readSourceFile(join(folder, 'meta.yaml'), root) ??
        splitFacts(textFiles[routing.defaultLocale], entrySchemas.meta, textFiles);
      if (!metaFile) {
        problems.push(`${where}/${routing.defaultLocale}.md: (file): missing`);
        continue;
      }
      const meta = parse(entrySchemas.meta, metaFile);
      const localized: Partial<Entry<S>> = {};
      for (const locale of routing.locales) {
        const textFile = textFiles[locale];
        if (!textFile) {
          problems.push(`${where}/${locale}.md: (file): missing; every entry needs every language`);
          continue;
        }
        const text = parse(entrySchemas.text, textFile);
        if (meta && text) {
          localized[locale] = {
            ...(meta as object),
            ...(text as object),
            slug,
            locale,
            body: textFile.body,
            sourcePath: textFile.path,
          } as Localized<S>;
        }
      }
      if (routing.locales.every((locale) => localized[locale])) {
        entries.set(slug, localized as Entry<S>);
      }
    }
    return entries;
  }

  function loadPages(): ContentStore['pages'] {
    const pages = {} as Record<string, Partial<Record<Locale, unknown>>>;
    const known = Object.keys(schemas.pages) as schemas.PageName[];
    for (const folder of listEntrySlugs('pages', root)) {
      if (!known.includes(folder as schemas.PageName)) {
        problems.push(
          `content/pages/${folder}: (folder): no such page (known: ${known.join(', ')})`,
        );
      }
    }
    for (const page of known) {
      pages[page] = {};
      const englishOnly = (schemas.englishOnlyPages as readonly string[]).includes(page);
      for (const locale of routing.locales) {
        const file = readSourceFile(join(root, 'pages', page, `${locale}.md`), root);
        const where = `content/pages/${page}/${locale}.md`;
        if (!file) {
          if (!englishOnly || locale === 'en') problems.push(`${where}: (file): missing`);
          continue;
        }
        if (englishOnly && locale !== 'en') {
          problems.push(`${where}: (file): ${page} is an English-only page`);
          continue;
        }
        const data = parse(schemas.pages[page] as z.ZodType, file);
        if (data) {
          pages[page][locale] = { ...(data as object), body: file.body, sourcePath: file.path };
        }
      }
    }
    return pages as ContentStore['pages'];
  }

  const store: ContentStore = {
    blog: loadCollection('blog', schemas.blogPost),
    services: loadCollection('services', schemas.service),
    caseStudies: loadCollection('case-studies', schemas.caseStudy),
    team: loadCollection('team', schemas.teamMember),
    jobs: loadCollection('jobs', schemas.job),
    pricing: loadCollection('pricing', schemas.pricingPlan),
    pages: loadPages(),
  };

  problems.push(...checkReferences(store));
  if (problems.length) throw new ContentError(problems);
  return store;
}

/**
 * Moves the shared facts out of a front matter: returns them as their own source (named after
 * that file, for error messages) and leaves only the texts in `files`.
 */
function splitFacts(
  primary: SourceFile | null,
  metaSchema: z.ZodObject,
  files: Record<Locale, SourceFile | null>,
): SourceFile | null {
  if (!primary) return null;
  const factKeys = new Set(Object.keys(metaSchema.shape));
  const data = (primary.data ?? {}) as Record<string, unknown>;
  const facts = Object.fromEntries(Object.entries(data).filter(([key]) => factKeys.has(key)));
  const texts = Object.fromEntries(Object.entries(data).filter(([key]) => !factKeys.has(key)));
  files[routing.defaultLocale] = { ...primary, data: texts };
  return { ...primary, data: facts };
}

/** References between entries: authors, services, related case studies, plans in tables. */
function checkReferences(store: ContentStore): string[] {
  const problems: string[] = [];
  const expect = (exists: boolean, where: string, what: string) => {
    if (!exists) problems.push(`${where}: ${what}`);
  };

  for (const [slug, post] of store.blog) {
    expect(
      store.team.has(post.en.author),
      `content/blog/${slug}/meta.yaml`,
      `author: no team member "${post.en.author}"`,
    );
  }
  for (const [slug, service] of store.services) {
    service.en.relatedCaseStudies.forEach((related, index) =>
      expect(
        store.caseStudies.has(related),
        `content/services/${slug}/meta.yaml`,
        `relatedCaseStudies.${index}: no case study "${related}"`,
      ),
    );
  }
  for (const [slug, study] of store.caseStudies) {
    study.en.services.forEach((service, index) =>
      expect(
        store.services.has(service),
        `content/case-studies/${slug}/meta.yaml`,
        `services.${index}: no service "${service}"`,
      ),
    );
  }
  for (const locale of routing.locales) {
    store.pages.pricing[locale]?.comparison.forEach((row, index) => {
      for (const plan of store.pricing.keys()) {
        expect(
          plan in row.values,
          `content/pages/pricing/${locale}.md`,
          `comparison.${index}.values: no value for plan "${plan}"`,
        );
      }
      for (const plan of Object.keys(row.values)) {
        expect(
          store.pricing.has(plan),
          `content/pages/pricing/${locale}.md`,
          `comparison.${index}.values.${plan}: no pricing plan "${plan}"`,
        );
      }
    });
  }
  return problems;
}
