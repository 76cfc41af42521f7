import { join } from 'node:path';

import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/routes/paths';
import { isDynamicPathname, localesOf, type Pathname } from '@/routes/registry';

import { defaultContentRoot, listEntrySlugs, readSourceFile } from '../files';
import { ContentError, loadContent } from '../load';
import * as schemas from '../schemas';
import { findUntranslated } from '../untranslated';
import { editedCollections, pageLabel, pageRoute, type EntrySchemas } from './collections';

/** How far one language of an entry is: written, missing, or with fields still in English. */
export type LanguageState =
  | { locale: Locale; state: 'written' }
  | { locale: Locale; state: 'missing' }
  | { locale: Locale; state: 'english'; fields: string[] };

type EntryStatus = {
  name: string;
  draft: boolean;
  languages: LanguageState[];
  /** What `npm run content:check` reports about this entry: why it cannot be published. */
  problems: string[];
  editHref: string;
  /** The entry's page in each language it has one in. */
  pages: { locale: Locale; href: string }[];
};

export type CollectionStatus = { label: string; entries: EntryStatus[] };

/** Each entry's texts of one language, as they are stored: `{ field: value }` and the body. */
function textsOf(folder: string, entrySchemas: EntrySchemas, locale: Locale) {
  const data = (readSourceFile(join(folder, 'index.yaml'), defaultContentRoot)?.data ??
    {}) as Record<string, unknown>;
  const fields = Object.fromEntries(
    Object.keys(entrySchemas.text.shape).flatMap((key) => {
      const value = (data[key] as Record<string, unknown> | undefined)?.[locale];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const body = readSourceFile(join(folder, 'body', `${locale}.md`), defaultContentRoot)?.body;
  const written = Object.keys(fields).length > 0 || Boolean(body);
  return { data, texts: { ...fields, ...(body ? { body } : {}) }, written };
}

function statusOf(
  folder: string,
  entrySchemas: EntrySchemas,
  entryLocales: readonly Locale[],
): Pick<EntryStatus, 'name' | 'draft' | 'languages'> {
  const original = textsOf(folder, entrySchemas, defaultLocale);
  const languages = entryLocales.map((locale): LanguageState => {
    const { texts, written } =
      locale === defaultLocale ? original : textsOf(folder, entrySchemas, locale);
    if (!written) return { locale, state: 'missing' };
    const english = locale === defaultLocale ? [] : findUntranslated(original.texts, texts);
    return english.length
      ? { locale, state: 'english', fields: english.map(({ field }) => field) }
      : { locale, state: 'written' };
  });
  const { data } = original;
  return { name: String(data.label ?? ''), draft: data.draft === true, languages };
}

/**
 * The `<collection>/<slug>` a content problem concerns, from its file (`content/blog/<slug>/…`)
 * or picture (`public/images/blog/<slug>-light.png`).
 */
function folderOf(problem: string): string {
  const picture = /^public\/images\/([\w-]+)\/([\w-]+)-(?:light|dark)\./.exec(problem);
  if (picture) return `${picture[1]}/${picture[2]}`;
  return /^content\/([\w-]+\/[\w-]+)/.exec(problem)?.[1] ?? '';
}

/** The problems of the whole content, by the folder each concerns (`content/blog/<slug>`). */
function problemsByFolder(): Map<string, string[]> {
  const byFolder = new Map<string, string[]>();
  try {
    loadContent(defaultContentRoot);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    for (const problem of error.problems) {
      const key = folderOf(problem);
      byFolder.set(key, [...(byFolder.get(key) ?? []), problem]);
    }
  }
  return byFolder;
}

/** Every entry and page, with how far each language is and what keeps it from the site. */
export function contentOverview(): CollectionStatus[] {
  const problems = problemsByFolder();
  const collections = Object.entries(editedCollections).map(
    ([folder, { label, schemas: entrySchemas, shownAt }]) => ({
      label,
      entries: listEntrySlugs(folder as keyof typeof editedCollections).map((slug) => {
        const status = statusOf(join(defaultContentRoot, folder, slug), entrySchemas, locales);
        const params = isDynamicPathname(shownAt) ? { [paramOf(shownAt)]: slug } : {};
        return {
          ...status,
          name: status.name || slug,
          problems: problems.get(`${folder}/${slug}`) ?? [],
          editHref: `/keystatic/collection/${folder}/item/${slug}`,
          pages: pagesOf(shownAt, params),
        };
      }),
    }),
  );
  const pages = (Object.keys(schemas.pages) as schemas.PageName[]).map((page) => {
    const status = statusOf(
      join(defaultContentRoot, 'pages', page),
      { text: schemas.pages[page] },
      schemas.localesOfPage(page),
    );
    return {
      ...status,
      name: pageLabel(page),
      problems: problems.get(`pages/${page}`) ?? [],
      editHref: `/keystatic/singleton/${page}-page`,
      pages: pagesOf(pageRoute(page), {}),
    };
  });
  return [...collections, { label: 'Pages', entries: pages }];
}

const paramOf = (pathname: Pathname) => /\[(\w+)\]/.exec(pathname)?.[1] ?? '';

const pagesOf = (pathname: Pathname, params: Record<string, string>) =>
  localesOf(pathname).map((locale) => ({ locale, href: localizedPath(pathname, locale, params) }));
