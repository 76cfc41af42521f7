import { join } from 'node:path';

import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/routes/paths';
import { isDynamicPathname, localesOf, type Pathname } from '@/routes/registry';

import { editHrefOf, previewHrefOf } from './entry-pages';
import { defaultContentRoot, listEntrySlugs, readSourceFile } from '../files';
import { loadContent } from '../load';
import { ContentError, type ContentProblem } from '../problems';
import { publicationInstant } from '../publication';
import * as schemas from '../schemas';
import { fromStored } from '../stored';
import { findUntranslated } from '../untranslated';
import { editedCollections, pageLabel, pageRoute, type EntrySchemas } from './collections';
import { fieldLabel } from './messages';

/** How far one language of an entry is: written, missing, or with fields still in English. */
export type LanguageState =
  | { locale: Locale; state: 'written' }
  | { locale: Locale; state: 'missing' }
  | { locale: Locale; state: 'english'; fields: string[] };

type EntryStatus = {
  name: string;
  draft: boolean;
  /** When a post whose publication time is still to come goes live by itself. */
  scheduledFor?: Date;
  languages: LanguageState[];
  /** What `npm run content:check` reports about this entry: why it cannot be published. */
  problems: ContentProblem[];
  editHref: string;
  /** The entry's page in each language it has one in; a preview of it while it is not live. */
  pages: { locale: Locale; href: string }[];
};

export type CollectionStatus = { label: string; entries: EntryStatus[] };

/** Each entry's texts of one language, as the loader compares them, and whether any is written. */
function textsOf(folder: string, entrySchemas: EntrySchemas, locale: Locale) {
  const data = (readSourceFile(join(folder, 'index.yaml'), defaultContentRoot)?.data ??
    {}) as Record<string, unknown>;
  const fields = Object.fromEntries(
    Object.keys(entrySchemas.text.shape).flatMap((key) => {
      const value = (data[key] as Record<string, unknown> | undefined)?.[locale];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const body = readSourceFile(join(folder, 'body', `${locale}.md`), defaultContentRoot)?.body ?? '';
  const written = Object.keys(fields).length > 0 || Boolean(body);
  return { data, texts: { stored: fromStored(entrySchemas.text, fields), body }, written };
}

function statusOf(
  folder: string,
  entrySchemas: EntrySchemas,
  entryLocales: readonly Locale[],
): Pick<EntryStatus, 'name' | 'draft' | 'scheduledFor' | 'languages'> {
  const original = textsOf(folder, entrySchemas, defaultLocale);
  const languages = entryLocales.map((locale): LanguageState => {
    const { texts, written } =
      locale === defaultLocale ? original : textsOf(folder, entrySchemas, locale);
    if (!written) return { locale, state: 'missing' };
    const english =
      locale === defaultLocale ? [] : findUntranslated(entrySchemas.text, original.texts, texts);
    return english.length
      ? { locale, state: 'english', fields: english.map(({ field }) => fieldLabel(field)) }
      : { locale, state: 'written' };
  });
  const { data } = original;
  const goesLive =
    typeof data.publishedAt === 'string'
      ? publicationInstant(
          data.publishedAt,
          typeof data.publishedTime === 'string' ? data.publishedTime : undefined,
        )
      : undefined;
  return {
    name: String(data.label ?? ''),
    draft: data.draft === true,
    scheduledFor: goesLive && goesLive.getTime() > Date.now() ? goesLive : undefined,
    languages,
  };
}

/** The problems of the whole content, by the entry each concerns (`blog/<slug>`). */
function problemsByEntry(): Map<string, ContentProblem[]> {
  const byEntry = new Map<string, ContentProblem[]>();
  try {
    loadContent(defaultContentRoot);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    for (const problem of error.details) {
      const key = problem.entry ?? '';
      byEntry.set(key, [...(byEntry.get(key) ?? []), problem]);
    }
  }
  return byEntry;
}

/** Every entry and page, with how far each language is and what keeps it from the site. */
export function contentOverview(): CollectionStatus[] {
  const problems = problemsByEntry();
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
          editHref: editHrefOf(`${folder}/${slug}`),
          // An entry not yet live has its page in an editor's preview only.
          pages: pagesOf(shownAt, params).map((page) =>
            status.draft || status.scheduledFor
              ? { ...page, href: previewHrefOf(page.href) }
              : page,
          ),
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
      editHref: editHrefOf(`pages/${page}`),
      pages: pagesOf(pageRoute(page), {}),
    };
  });
  return [...collections, { label: 'Pages', entries: pages }];
}

const paramOf = (pathname: Pathname) => /\[(\w+)\]/.exec(pathname)?.[1] ?? '';

const pagesOf = (pathname: Pathname, params: Record<string, string>) =>
  localesOf(pathname).map((locale) => ({ locale, href: localizedPath(pathname, locale, params) }));
