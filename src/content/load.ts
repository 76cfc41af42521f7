import { join } from 'node:path';

import type { z } from 'zod';

import { type Locale, locales, defaultLocale } from '@/i18n/locales';
import { typeset } from '@/i18n/typography';
import { isPathname, localesOf } from '@/routes/registry';

import { listEntrySlugs, readSourceFile, type CollectionName, type SourceFile } from './files';
import {
  defaultPublicRoot,
  illustratedCollections,
  imageSrc,
  imageThemes,
  readPngSize,
  type EntryImage,
  type IllustratedCollection,
  type ImageFile,
} from './images';
import * as schemas from './schemas';
import { findUntranslated } from './untranslated';

type EntrySchemas = { meta: z.ZodObject; text: z.ZodObject };

/** The texts give a picture's alt text; the loader adds its files (src/content/images.ts). */
type WithImageFiles<T> = T extends { image: { alt: string } }
  ? Omit<T, 'image'> & { image: EntryImage }
  : T;

/** One entry in one language: shared facts, localized texts and the Markdown body. */
export type Localized<S extends EntrySchemas> = WithImageFiles<
  z.output<S['meta']> & z.output<S['text']>
> & { slug: string; locale: Locale; body: string; sourcePath: string };

type Entry<S extends EntrySchemas> = Record<Locale, Localized<S>>;

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
 * starts); any problem fails the build with the file and field it concerns. The pictures of the
 * entries are looked up in `publicRoot` (the site's `public/`): each must exist in both themes.
 */
export function loadContent(root: string, publicRoot = defaultPublicRoot): ContentStore {
  const problems: string[] = [];

  function parse<T>(schema: z.ZodType<T>, file: SourceFile): T | null {
    const result = schema.safeParse(typeset(file.data));
    if (result.success) return result.data;
    problems.push(...describeIssues(file.path, result.error));
    return null;
  }

  /** The picture files of an entry, one per theme; a missing or odd file is a problem. */
  function imageFiles(collection: IllustratedCollection, slug: string) {
    const files: Partial<Record<(typeof imageThemes)[number], ImageFile>> = {};
    for (const theme of imageThemes) {
      const src = imageSrc(collection, slug, theme);
      const size = readPngSize(join(publicRoot, src));
      if (size) files[theme] = { src, ...size };
      else problems.push(`public${src}: (file): missing or not a PNG; draw it with npm run images`);
    }
    const { light, dark } = files;
    if (!light || !dark) return null;
    if (light.width !== dark.width || light.height !== dark.height) {
      // The page reserves the light picture's size; a dark one of another shape would not fit.
      problems.push(
        `public${dark.src}: (file): ${dark.width}×${dark.height}, unlike the light one`,
      );
      return null;
    }
    return { light, dark };
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
        locales.map((locale) => [locale, readSourceFile(join(folder, `${locale}.md`), root)]),
      ) as Record<Locale, SourceFile | null>;
      // The shared facts live in meta.yaml, or else in the English file's front matter, so that
      // a blog post can be just two files.
      const metaFile =
        readSourceFile(join(folder, 'meta.yaml'), root) ??
        splitFacts(textFiles[defaultLocale], entrySchemas.meta, textFiles);
      if (!metaFile) {
        problems.push(`${where}/${defaultLocale}.md: (file): missing`);
        continue;
      }
      const meta = parse(entrySchemas.meta, metaFile);
      // A missing picture is reported, but the entry still loads, so that the references to it
      // do not fail as well.
      const images = (illustratedCollections as readonly string[]).includes(collection)
        ? imageFiles(collection as IllustratedCollection, slug)
        : null;
      const localized: Partial<Entry<S>> = {};
      const texts: Partial<Record<Locale, TranslatedText>> = {};
      for (const locale of locales) {
        const textFile = textFiles[locale];
        if (!textFile) {
          problems.push(`${where}/${locale}.md: (file): missing; every entry needs every language`);
          continue;
        }
        const text = parse(entrySchemas.text, textFile);
        if (text) texts[locale] = { path: textFile.path, fields: { ...text, body: textFile.body } };
        if (meta && text) {
          const { image } = text as { image?: { alt: string } };
          localized[locale] = {
            ...(meta as object),
            ...(text as object),
            ...(images && image ? { image: { ...image, ...images } } : {}),
            slug,
            locale,
            body: textFile.body,
            sourcePath: textFile.path,
          } as Localized<S>;
        }
      }
      problems.push(...checkTranslated(texts));
      if (locales.every((locale) => localized[locale])) {
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
      const texts: Partial<Record<Locale, TranslatedText>> = {};
      // A page's text exists in the languages its route has (src/routes/registry.ts).
      const route = `/${page}`;
      const pageLocales = isPathname(route) ? localesOf(route) : locales;
      for (const locale of locales) {
        const file = readSourceFile(join(root, 'pages', page, `${locale}.md`), root);
        const where = `content/pages/${page}/${locale}.md`;
        const expected = pageLocales.includes(locale);
        if (!file) {
          if (expected) problems.push(`${where}: (file): missing`);
          continue;
        }
        if (!expected) {
          problems.push(`${where}: (file): ${page} has no page in ${locale}`);
          continue;
        }
        const data = parse(schemas.pages[page] as z.ZodType, file);
        if (data) {
          pages[page][locale] = { ...(data as object), body: file.body, sourcePath: file.path };
          texts[locale] = { path: file.path, fields: { ...(data as object), body: file.body } };
        }
      }
      problems.push(...checkTranslated(texts));
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

/** The texts of an entry in one language (front matter and body), with their file. */
type TranslatedText = { path: string; fields: object };

/**
 * Every field of a translation that still holds the English text: a German page must be German
 * from its title to its list of skills.
 */
function checkTranslated(texts: Partial<Record<Locale, TranslatedText>>): string[] {
  const original = texts[defaultLocale];
  if (!original) return [];
  return locales.flatMap((locale) => {
    const translation = texts[locale];
    if (locale === defaultLocale || !translation) return [];
    return findUntranslated(original.fields, translation.fields).map(
      ({ field, value }) =>
        `${translation.path}: ${field}: the same as in English ("${abbreviate(value)}"); ` +
        'translate it, or add it to sameInBothLanguages in src/content/untranslated.ts if ' +
        'German writes it so too',
    );
  });
}

function abbreviate(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}...` : value;
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
  files[defaultLocale] = { ...primary, data: texts };
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
  for (const locale of locales) {
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
