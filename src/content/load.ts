import { join } from 'node:path';

import type { z } from 'zod';

import { type Locale, locales, defaultLocale } from '@/i18n/locales';
import { typeset } from '@/i18n/typography';

import { listEntrySlugs, readSourceFile, type CollectionName, type SourceFile } from './files';
import {
  defaultPublicRoot,
  illustratedCollections,
  imageSrc,
  imageThemes,
  findPublicFile,
  pictureShapes,
  readPictureSize,
  type EntryImage,
  type IllustratedCollection,
  type ImageFile,
} from './images';
import * as schemas from './schemas';
import { fromStored } from './stored';
import { findUntranslated } from './untranslated';

type EntrySchemas = { meta: z.ZodObject; text: z.ZodObject };

type Photo = { light: string; dark?: string };

/** A picture in Markdown, `![alt](src)` or `![alt](src "title")`: its alt text and path. */
const markdownPicture = /!\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;

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

function describeIssues(file: string, error: z.ZodError, locale?: Locale): string[] {
  return error.issues.map((issue) => {
    const [first, ...rest] = issue.path.map(String);
    const path = first === undefined ? [] : locale ? [first, locale, ...rest] : [first, ...rest];
    const field = path.length ? path.join('.') : locale ? `(${locale})` : '(file)';
    return `${file}: ${field}: ${issue.message}`;
  });
}

/** Keys of `index.yaml` that only the editor reads: the entry's name in its lists, its bodies. */
const editorKeys: ReadonlySet<string> = new Set(['label', 'body']);

const pick = (data: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => key in data).map((key) => [key, data[key]]));

/** Whether a stored text `{ en, de }` has a value for `locale`. */
const inLanguage = (value: unknown, locale: Locale) =>
  typeof value === 'object' && value !== null && (value as Record<string, unknown>)[locale] != null;

/**
 * Reads and validates the whole `content/` folder, once at build and server start, naming the
 * file and field of every problem. Each picture must exist in both themes under `publicRoot`;
 * drafts are validated but left out unless `drafts` (`npm run edit`), and never referred to.
 */
export function loadContent(
  root: string,
  publicRoot: string | readonly string[] = defaultPublicRoot,
  { drafts = false }: { drafts?: boolean } = {},
): ContentStore {
  const problems: string[] = [];
  const publicRoots = [publicRoot].flat();
  const sizeOf = (src: string) => {
    const file = findPublicFile(src, publicRoots);
    return file ? readPictureSize(file) : null;
  };
  /** The drafts left out, by their `content/<collection>/<slug>` folder. */
  const leftOut = new Set<string>();

  /** Validates `file.data`; a problem names the field, with the language after its name. */
  function parse<T>(schema: z.ZodType<T>, file: SourceFile, locale?: Locale): T | null {
    const result = schema.safeParse(typeset(fromStored(schema, file.data)));
    if (result.success) return result.data;
    problems.push(...describeIssues(file.path, result.error, locale));
    return null;
  }

  /**
   * An entry's drawn pictures, one per theme. An entry with neither a drawing nor a photo needs a
   * photo, as any entry an editor adds does.
   */
  function imageFiles(collection: IllustratedCollection, slug: string, file: string) {
    const files: Partial<Record<(typeof imageThemes)[number], ImageFile>> = {};
    const drawings = imageThemes.map((theme) => {
      const src = imageSrc(collection, slug, theme);
      return { theme, src, path: findPublicFile(src, publicRoots) };
    });
    if (drawings.every(({ path }) => !path)) {
      problems.push(`${file}: photo.light: required; upload a picture for this entry`);
      return null;
    }
    for (const { theme, src, path } of drawings) {
      const size = path ? readPictureSize(path) : null;
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

  /**
   * An entry's uploaded picture, the dark one the same unless uploaded; its height follows the
   * collection's shape at its width, as the page crops it to that shape.
   */
  function photoFiles(photo: Photo, collection: IllustratedCollection, file: string) {
    const files: Partial<Record<(typeof imageThemes)[number], ImageFile>> = {};
    const shape = pictureShapes[collection];
    for (const theme of imageThemes) {
      const src = photo[theme] ?? photo.light;
      const size = sizeOf(src);
      if (size) {
        files[theme] = {
          src,
          width: size.width,
          height: Math.round((size.width * shape.height) / shape.width),
        };
      } else problems.push(`${file}: photo.${theme}: no picture at public${src}`);
    }
    const { light, dark } = files;
    return light && dark ? { light, dark } : null;
  }

  /** The pictures in a Markdown text: each must be one of the site's, with its alt text. */
  function checkBodyPictures(body: string, where: string) {
    for (const [, alt = '', src = ''] of body.matchAll(markdownPicture)) {
      if (!alt.trim()) {
        problems.push(`${where}: (text): the picture ${src} needs a description (alt text)`);
      }
      if (!src.startsWith('/images/') || !sizeOf(src)) {
        problems.push(`${where}: (text): no picture at public${src}; upload it in the editor`);
      }
    }
  }

  /**
   * Reads an entry's folder: `index.yaml`'s facts and `{ en, de }` texts, `body/<locale>.md` per
   * language; returns what validates, or null.
   */
  function readEntry(
    folder: string,
    where: string,
    schemas: { meta?: z.ZodObject; text: z.ZodObject },
    entryLocales: readonly Locale[],
  ) {
    const file = readSourceFile(join(folder, 'index.yaml'), root);
    if (!file) {
      problems.push(`${where}/index.yaml: (file): missing`);
      return null;
    }
    const data = (file.data ?? {}) as Record<string, unknown>;
    const metaKeys = Object.keys(schemas.meta?.shape ?? {});
    const textKeys = Object.keys(schemas.text.shape);
    for (const key of Object.keys(data)) {
      if (!editorKeys.has(key) && !metaKeys.includes(key) && !textKeys.includes(key)) {
        problems.push(`${file.path}: ${key}: unknown field`);
      }
    }
    const meta = schemas.meta ? parse(schemas.meta, { ...file, data: pick(data, metaKeys) }) : {};
    const texts: Partial<Record<Locale, { fields: object; body: string }>> = {};
    for (const locale of locales) {
      const bodyFile = readSourceFile(join(folder, 'body', `${locale}.md`), root);
      const present = bodyFile !== null || textKeys.some((key) => inLanguage(data[key], locale));
      if (!entryLocales.includes(locale)) {
        if (present) problems.push(`${file.path}: (file): no page in ${locale}, remove its texts`);
        continue;
      }
      if (!present) {
        problems.push(`${where}: ${locale}: missing; every entry needs every language`);
        continue;
      }
      const translated = Object.fromEntries(
        textKeys.flatMap((key) => {
          const value = (data[key] as Record<string, unknown> | undefined)?.[locale];
          return value === undefined ? [] : [[key, value]];
        }),
      );
      const text = parse(schemas.text, { ...file, data: translated }, locale);
      if (bodyFile) checkBodyPictures(bodyFile.body, bodyFile.path);
      if (text) texts[locale] = { fields: text, body: bodyFile?.body ?? '' };
    }
    const isDraft = (meta as { draft?: boolean } | null)?.draft === true;
    if (!isDraft) problems.push(...checkTranslated(file.path, where, texts));
    return { meta, texts, path: file.path, isDraft };
  }

  function loadCollection<S extends EntrySchemas>(collection: CollectionName, entrySchemas: S) {
    const entries = new Map<string, Entry<S>>();
    for (const slug of listEntrySlugs(collection, root)) {
      const where = `content/${collection}/${slug}`;
      const slugCheck = schemas.slug.safeParse(slug);
      if (!slugCheck.success) {
        problems.push(`${where}: folder name: ${slugCheck.error.issues[0]?.message ?? 'invalid'}`);
        continue;
      }
      const entry = readEntry(join(root, collection, slug), where, entrySchemas, locales);
      if (!entry) continue;
      if (entry.isDraft && !drafts) leftOut.add(where);
      // A missing picture is reported, but the entry still loads, so that references to it hold.
      const { photo } = (entry.meta ?? {}) as { photo?: Photo };
      const images = !(illustratedCollections as readonly string[]).includes(collection)
        ? null
        : photo
          ? photoFiles(photo, collection as IllustratedCollection, entry.path)
          : imageFiles(collection as IllustratedCollection, slug, entry.path);
      const localized: Partial<Entry<S>> = {};
      for (const locale of locales) {
        const text = entry.texts[locale];
        if (!entry.meta || !text) continue;
        const { image } = text.fields as { image?: { alt: string } };
        localized[locale] = {
          ...(entry.meta as object),
          ...text.fields,
          ...(images && image ? { image: { ...image, ...images } } : {}),
          slug,
          locale,
          body: text.body,
          sourcePath: entry.path,
        } as Localized<S>;
      }
      if (locales.every((locale) => localized[locale]) && !leftOut.has(where)) {
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
      const pageLocales = schemas.localesOfPage(page);
      const where = `content/pages/${page}`;
      const entry = readEntry(
        join(root, 'pages', page),
        where,
        { text: schemas.pages[page] },
        pageLocales,
      );
      for (const locale of pageLocales) {
        const text = entry?.texts[locale];
        if (text) pages[page][locale] = { ...text.fields, body: text.body, sourcePath: entry.path };
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

  problems.push(...checkReferences(store, leftOut));
  if (problems.length) throw new ContentError(problems);
  return store;
}

/**
 * Every translated field still holding the English text: a German page is German from its title
 * to its list of skills.
 */
function checkTranslated(
  file: string,
  where: string,
  texts: Partial<Record<Locale, { fields: object; body: string }>>,
): string[] {
  const original = texts[defaultLocale];
  if (!original) return [];
  return locales.flatMap((locale) => {
    const translation = texts[locale];
    if (locale === defaultLocale || !translation) return [];
    return findUntranslated(
      { ...original.fields, body: original.body },
      { ...translation.fields, body: translation.body },
    ).map(({ field, value }) => {
      const [first, ...rest] = field.split('.');
      const place =
        first === 'body'
          ? `${where}/body/${locale}.md: (text)`
          : `${file}: ${[first, locale, ...rest].join('.')}`;
      return (
        `${place}: the same as in English ("${abbreviate(value)}"); ` +
        'translate it, or add it to sameInBothLanguages in src/content/untranslated.ts if ' +
        'German writes it so too'
      );
    });
  });
}

function abbreviate(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}...` : value;
}

/**
 * References between entries (authors, services, related case studies, plans); a reference to a
 * left-out draft is named as such.
 */
function checkReferences(store: ContentStore, drafts: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const expect = (exists: boolean, where: string, what: string) => {
    if (!exists) problems.push(`${where}: ${what}`);
  };
  /** A reference at `field` of `where` to the entry `slug` of `collection`. */
  const refer = (
    entries: Map<string, unknown>,
    collection: 'team' | 'services' | 'case-studies',
    kind: string,
    slug: string,
    where: string,
    field: string,
  ) => {
    if (entries.has(slug)) return;
    const isDraft = drafts.has(`content/${collection}/${slug}`);
    problems.push(
      `${where}: ${field}: ${isDraft ? `the ${kind} "${slug}" is a draft; publish it first` : `no ${kind} "${slug}"`}`,
    );
  };

  for (const [slug, post] of store.blog) {
    refer(
      store.team,
      'team',
      'team member',
      post.en.author,
      `content/blog/${slug}/index.yaml`,
      'author',
    );
  }
  for (const [slug, service] of store.services) {
    service.en.relatedCaseStudies.forEach((related, index) =>
      refer(
        store.caseStudies,
        'case-studies',
        'case study',
        related,
        `content/services/${slug}/index.yaml`,
        `relatedCaseStudies.${index}`,
      ),
    );
  }
  for (const [slug, study] of store.caseStudies) {
    study.en.services.forEach((service, index) =>
      refer(
        store.services,
        'services',
        'service',
        service,
        `content/case-studies/${slug}/index.yaml`,
        `services.${index}`,
      ),
    );
  }
  for (const locale of locales) {
    store.pages.pricing[locale]?.comparison.forEach((row, index) => {
      for (const plan of store.pricing.keys()) {
        expect(
          plan in row.values,
          `content/pages/pricing/index.yaml`,
          `comparison.${locale}.${index}.values: no value for plan "${plan}"`,
        );
      }
      for (const plan of Object.keys(row.values)) {
        expect(
          store.pricing.has(plan),
          `content/pages/pricing/index.yaml`,
          `comparison.${locale}.${index}.values: no pricing plan "${plan}"`,
        );
      }
    });
  }
  return problems;
}
