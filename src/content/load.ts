import { join } from 'node:path';

import type { z } from 'zod';

import { type Locale, locales, defaultLocale } from '@/i18n/locales';
import { typeset } from '@/i18n/typography';

import { listEntrySlugs, readSourceFile, type CollectionName, type SourceFile } from './files';
import {
  defaultPublicRoot,
  illustratedCollections,
  drawingSrc,
  imageSrc,
  imageThemes,
  findPublicFile,
  pictureShapes,
  readPictureSize,
  type EntryImage,
  type IllustratedCollection,
  type ImageFile,
} from './images';
import {
  ContentError,
  entryOfFile,
  type ContentProblem,
  type ProblemReason,
  type ReferredCollection,
} from './problems';
import { publicationInstant } from './publication';
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
  /** The entries still to go live, by `<collection>/<slug>`, with the moment they do. */
  scheduled: Map<string, Date>;
};

export { ContentError };

function problem(
  line: string,
  reason: ProblemReason,
  { file, entry, field }: { file?: string; entry?: string; field?: ContentProblem['field'] } = {},
): ContentProblem {
  return { line, reason, entry: entry ?? (file ? entryOfFile(file) : undefined), field };
}

function describeIssues(file: string, error: z.ZodError, locale?: Locale): ContentProblem[] {
  return error.issues.map((issue) => {
    const [first, ...rest] = issue.path.map(String);
    const path = first === undefined ? [] : locale ? [first, locale, ...rest] : [first, ...rest];
    const field = path.length ? path.join('.') : locale ? `(${locale})` : '(file)';
    return problem(
      `${file}: ${field}: ${issue.message}`,
      { kind: 'invalid', issue },
      { file, field: path.length ? path : locale ? [locale] : undefined },
    );
  });
}

/** Keys of `index.yaml` that only the editor reads: the entry's name in its lists, its bodies. */
const editorKeys: ReadonlySet<string> = new Set(['label', 'body']);

const pick = (data: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => key in data).map((key) => [key, data[key]]));

const inLanguage = (value: unknown, locale: Locale) =>
  typeof value === 'object' && value !== null && (value as Record<string, unknown>)[locale] != null;

/** Drafts are validated, but left out unless `drafts` (`npm run edit`) and never referred to. */
export function loadContent(
  root: string,
  publicRoot: string | readonly string[] = defaultPublicRoot,
  { drafts = false, now = new Date() }: { drafts?: boolean; now?: Date } = {},
): ContentStore {
  const problems: ContentProblem[] = [];
  const publicRoots = [publicRoot].flat();
  const sizeOf = (src: string) => {
    const file = findPublicFile(src, publicRoots);
    return file ? readPictureSize(file) : null;
  };
  const leftOut = new Set<string>();
  /** Every entry read, valid or not, by its folder: an invalid one is not missing. */
  const found = new Set<string>();
  const scheduled = new Map<string, Date>();

  function parse<T>(schema: z.ZodType<T>, file: SourceFile, locale?: Locale): T | null {
    // The input too, so that an editor is told how long a text too long is.
    const result = schema.safeParse(typeset(fromStored(schema, file.data)), { reportInput: true });
    if (result.success) return result.data;
    problems.push(...describeIssues(file.path, result.error, locale));
    return null;
  }

  /** An entry with neither a drawing nor a photo needs a photo, as any entry an editor adds does. */
  function imageFiles(collection: IllustratedCollection, slug: string, file: string) {
    const files: Partial<Record<(typeof imageThemes)[number], ImageFile>> = {};
    const entry = `${collection}/${slug}`;
    const drawings = imageThemes.map((theme) => {
      const src = imageSrc(collection, slug, theme);
      return { theme, src, path: findPublicFile(src, publicRoots) };
    });
    if (drawings.every(({ path }) => !path)) {
      problems.push(
        problem(
          `${file}: photo.light: required; upload a picture for this entry`,
          { kind: 'photoRequired' },
          { file, field: ['photo', 'light'] },
        ),
      );
      return null;
    }
    for (const { theme, src, path } of drawings) {
      const size = path ? readPictureSize(path) : null;
      if (size) files[theme] = { src, ...size };
      else {
        problems.push(
          problem(
            `public${src}: (file): missing or not a PNG; draw it with npm run images`,
            { kind: 'drawingMissing' },
            { entry },
          ),
        );
      }
    }
    const drawing = drawingSrc(collection, slug);
    if (!findPublicFile(drawing, publicRoots)) {
      problems.push(
        problem(
          `public${drawing}: (file): missing; draw it with npm run images`,
          { kind: 'drawingMissing' },
          { entry },
        ),
      );
    }
    const { light, dark } = files;
    if (!light || !dark) return null;
    if (light.width !== dark.width || light.height !== dark.height) {
      // The page reserves the light picture's size; a dark one of another shape would not fit.
      problems.push(
        problem(
          `public${dark.src}: (file): ${dark.width}×${dark.height}, unlike the light one`,
          { kind: 'drawingSize' },
          { entry },
        ),
      );
      return null;
    }
    return { light, dark, drawing };
  }

  /** The height follows the collection's shape at the picture's width, as the page crops it so. */
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
      } else {
        problems.push(
          problem(
            `${file}: photo.${theme}: no picture at public${src}`,
            { kind: 'photoMissing', src },
            { file, field: ['photo', theme] },
          ),
        );
      }
    }
    const { light, dark } = files;
    return light && dark ? { light, dark } : null;
  }

  function checkBodyPictures(body: string, where: string, locale: Locale) {
    const at = { file: where, field: ['body', locale] };
    for (const [, alt = '', src = ''] of body.matchAll(markdownPicture)) {
      if (!alt.trim()) {
        problems.push(
          problem(
            `${where}: (text): the picture ${src} needs a description (alt text)`,
            { kind: 'pictureWithoutAlt', src },
            at,
          ),
        );
      }
      if (!src.startsWith('/images/') || !sizeOf(src)) {
        problems.push(
          problem(
            `${where}: (text): no picture at public${src}; upload it in the editor`,
            { kind: 'pictureMissing', src },
            at,
          ),
        );
      }
    }
  }

  /** `index.yaml` holds the facts and the `{ en, de }` texts, `body/<locale>.md` each body. */
  function readEntry(
    folder: string,
    where: string,
    schemas: { meta?: z.ZodObject; text: z.ZodObject },
    entryLocales: readonly Locale[],
  ) {
    const file = readSourceFile(join(folder, 'index.yaml'), root);
    if (!file) {
      problems.push(
        problem(`${where}/index.yaml: (file): missing`, { kind: 'fileMissing' }, { file: where }),
      );
      return null;
    }
    const data = (file.data ?? {}) as Record<string, unknown>;
    const metaKeys = Object.keys(schemas.meta?.shape ?? {});
    const textKeys = Object.keys(schemas.text.shape);
    for (const key of Object.keys(data)) {
      if (!editorKeys.has(key) && !metaKeys.includes(key) && !textKeys.includes(key)) {
        problems.push(
          problem(
            `${file.path}: ${key}: unknown field`,
            { kind: 'unknownField' },
            { file: file.path, field: [key] },
          ),
        );
      }
    }
    const meta = schemas.meta ? parse(schemas.meta, { ...file, data: pick(data, metaKeys) }) : {};
    const texts: Partial<Record<Locale, EntryTexts>> = {};
    for (const locale of locales) {
      const bodyFile = readSourceFile(join(folder, 'body', `${locale}.md`), root);
      const present = bodyFile !== null || textKeys.some((key) => inLanguage(data[key], locale));
      if (!entryLocales.includes(locale)) {
        if (present) {
          problems.push(
            problem(
              `${file.path}: (file): no page in ${locale}, remove its texts`,
              { kind: 'languageNotShown', locale },
              { file: file.path },
            ),
          );
        }
        continue;
      }
      if (!present) {
        problems.push(
          problem(
            `${where}: ${locale}: missing; every entry needs every language`,
            { kind: 'languageMissing', locale },
            { file: where },
          ),
        );
        continue;
      }
      const translated = Object.fromEntries(
        textKeys.flatMap((key) => {
          const value = (data[key] as Record<string, unknown> | undefined)?.[locale];
          return value === undefined ? [] : [[key, value]];
        }),
      );
      const text = parse(schemas.text, { ...file, data: translated }, locale);
      if (bodyFile) checkBodyPictures(bodyFile.body, bodyFile.path, locale);
      if (text) {
        texts[locale] = {
          fields: text,
          stored: fromStored(schemas.text, translated),
          body: bodyFile?.body ?? '',
        };
      }
    }
    // Read as written, so that an invalid fact elsewhere does not take away the draft's leeway.
    const isDraft = data.draft === true;
    if (!isDraft) problems.push(...checkTranslated(file.path, where, schemas.text, texts));
    return { meta, texts, path: file.path, isDraft };
  }

  function loadCollection<S extends EntrySchemas>(collection: CollectionName, entrySchemas: S) {
    const entries = new Map<string, Entry<S>>();
    for (const slug of listEntrySlugs(collection, root)) {
      const where = `content/${collection}/${slug}`;
      const slugCheck = schemas.slug.safeParse(slug);
      if (!slugCheck.success) {
        problems.push(
          problem(
            `${where}: folder name: ${slugCheck.error.issues[0]?.message ?? 'invalid'}`,
            { kind: 'folderName' },
            { file: where },
          ),
        );
        continue;
      }
      const entry = readEntry(join(root, collection, slug), where, entrySchemas, locales);
      if (!entry) continue;
      found.add(where);
      // A post whose time is still to come is left out as a draft is, until it goes live.
      const { publishedAt, publishedTime } = (entry.meta ?? {}) as {
        publishedAt?: string;
        publishedTime?: string;
      };
      const goesLive = publishedAt ? publicationInstant(publishedAt, publishedTime) : undefined;
      const isScheduled = !entry.isDraft && goesLive !== undefined && goesLive > now;
      if (isScheduled) scheduled.set(`${collection}/${slug}`, goesLive);
      if ((entry.isDraft || isScheduled) && !drafts) leftOut.add(where);
      // A missing picture is reported, but the entry still loads, so that references to it hold.
      // Invalid facts are reported already, and say nothing about the picture.
      const { photo } = (entry.meta ?? {}) as { photo?: Photo };
      const images = !(illustratedCollections as readonly string[]).includes(collection)
        ? null
        : !entry.meta
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
          problem(
            `content/pages/${folder}: (folder): no such page (known: ${known.join(', ')})`,
            { kind: 'unknownPage' },
            { file: `content/pages/${folder}` },
          ),
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
    scheduled,
  };

  problems.push(...checkReferences(store, leftOut, found));
  if (problems.length) throw new ContentError(problems);
  return store;
}

/** One language's texts of an entry: as validated, as stored (for comparing), its body. */
type EntryTexts = { fields: object; stored: unknown; body: string };

/** A German page is German from its title to its list of skills. */
function checkTranslated(
  file: string,
  where: string,
  textSchema: z.ZodObject,
  texts: Partial<Record<Locale, EntryTexts>>,
): ContentProblem[] {
  const original = texts[defaultLocale];
  if (!original) return [];
  return locales.flatMap((locale) => {
    const translation = texts[locale];
    if (locale === defaultLocale || !translation) return [];
    return findUntranslated(textSchema, original, translation).map(({ field, value }) => {
      const [first = '', ...rest] = field;
      const place =
        first === 'body'
          ? `${where}/body/${locale}.md: (text)`
          : `${file}: ${[first, locale, ...rest].join('.')}`;
      return problem(
        `${place}: the same as in English ("${abbreviate(value)}"); ` +
          'translate it, or add it to sameInBothLanguages in src/content/untranslated.ts if ' +
          'German writes it so too',
        { kind: 'untranslated', value },
        { file, field: [first, locale, ...rest] },
      );
    });
  });
}

function abbreviate(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}...` : value;
}

/** A reference to an invalid entry goes unreported: that entry's own problems are. */
function checkReferences(
  store: ContentStore,
  drafts: ReadonlySet<string>,
  found: ReadonlySet<string>,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const kinds: Record<ReferredCollection, string> = {
    team: 'team member',
    services: 'service',
    'case-studies': 'case study',
    pricing: 'pricing plan',
  };
  const refer = (
    entries: Map<string, unknown>,
    collection: ReferredCollection,
    slug: string,
    file: string,
    field: (string | number)[],
  ) => {
    const folder = `content/${collection}/${slug}`;
    if (entries.has(slug) || (found.has(folder) && !drafts.has(folder))) return;
    const isDraft = drafts.has(folder);
    const kind = kinds[collection];
    problems.push(
      problem(
        `${file}: ${field.join('.')}: ${isDraft ? `the ${kind} "${slug}" is a draft; publish it first` : `no ${kind} "${slug}"`}`,
        { kind: 'reference', collection, slug, isDraft },
        { file, field },
      ),
    );
  };

  for (const [slug, post] of store.blog) {
    refer(store.team, 'team', post.en.author, `content/blog/${slug}/index.yaml`, ['author']);
  }
  for (const [slug, service] of store.services) {
    service.en.relatedCaseStudies.forEach((related, index) =>
      refer(store.caseStudies, 'case-studies', related, `content/services/${slug}/index.yaml`, [
        'relatedCaseStudies',
        index,
      ]),
    );
  }
  for (const [slug, study] of store.caseStudies) {
    study.en.services.forEach((service, index) =>
      refer(store.services, 'services', service, `content/case-studies/${slug}/index.yaml`, [
        'services',
        index,
      ]),
    );
  }
  const pricingFile = 'content/pages/pricing/index.yaml';
  for (const locale of locales) {
    store.pages.pricing[locale]?.comparison.forEach((row, index) => {
      const field = ['comparison', locale, index, 'values'];
      for (const plan of store.pricing.keys()) {
        if (plan in row.values) continue;
        problems.push(
          problem(
            `${pricingFile}: ${field.join('.')}: no value for plan "${plan}"`,
            { kind: 'planValueMissing', plan },
            { file: pricingFile, field },
          ),
        );
      }
      for (const plan of Object.keys(row.values)) {
        refer(store.pricing, 'pricing', plan, pricingFile, field);
      }
    });
  }
  return problems;
}
