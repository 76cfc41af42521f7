import { collection, config, fields, singleton, type ComponentSchema } from '@keystatic/core';
import type { z } from 'zod';

import { locales, type Locale } from '@/i18n/locales';
import { pathTemplate, type Pathname } from '@/routes/registry';

import * as schemas from '../schemas';
import {
  editedCollections,
  pageLabel,
  pageRoute,
  type EditedCollection,
  type EntrySchemas,
} from './collections';
import { previewHrefOf } from './entry-pages';
import { withProblemsShown } from './field-limits';
import {
  descriptionOf,
  fieldFor,
  labelOf,
  languageNames,
  picturesOf,
  translatedField,
  type Place,
} from './fields';

// The editing interface (Keystatic): every collection and page of `content/` with its schemas'
// fields, both languages side by side, written in the layout src/content/load.ts reads.

/** The long text of each language, with pictures uploaded into it kept as the entry's. */
const bodies = (place: Place, languages: readonly Locale[]) =>
  fields.object(
    Object.fromEntries(
      languages.map((locale) => [
        locale,
        fields.mdx({
          label: languageNames[locale],
          extension: 'md',
          // Level 1 is the page's title, and the table of contents lists levels 2 and 3.
          options: { image: picturesOf(place), heading: [2, 3] },
        }),
      ]),
    ),
    { label: labelOf('body'), layout: languages.map(() => 12 / languages.length) },
  );

function entryFields(
  { meta, text }: EntrySchemas,
  place: Place,
  languages: readonly Locale[] = locales,
) {
  const shape = (object: z.ZodObject | undefined) =>
    Object.entries((object?.shape ?? {}) as Record<string, z.ZodType>);
  return {
    ...Object.fromEntries(
      shape(meta).map(([key, schema]) => [
        key,
        fieldFor(schema, labelOf(key), place, descriptionOf(key)),
      ]),
    ),
    ...Object.fromEntries(
      shape(text).map(([key, schema]) => [
        key,
        translatedField(schema, labelOf(key), place, languages, descriptionOf(key)),
      ]),
    ),
    body: bodies(place, languages),
  };
}

/** An entry's fields, each showing the problems a refused save found in it. */
const shownWithProblems = <Schema extends Record<string, ComponentSchema>>(schema: Schema) =>
  Object.fromEntries(
    Object.entries(schema).map(([key, field]) => [key, withProblemsShown(field, key)]),
  ) as Schema;

/** Where the site shows an entry (its English page, which links to the German one). */
function pageOf(pathname: Pathname): string {
  return previewHrefOf(
    `${pathTemplate(pathname, 'en')!
      .replace(/\[\w+\]/, '{slug}')
      .replace(/\/$/, '')}/`,
  );
}

function entries({ label, schemas: entrySchemas, shownAt }: EditedCollection, folder: string) {
  return collection({
    label,
    path: `content/${folder}/*/`,
    previewUrl: pageOf(shownAt),
    slugField: 'label',
    format: { data: 'yaml' },
    schema: shownWithProblems({
      label: fields.slug({
        name: { label: 'Name in lists', validation: { length: { min: 2, max: 120 } } },
        slug: { label: 'Address (URL)', description: 'Lower-case words joined by hyphens.' },
      }),
      ...entryFields(entrySchemas, { folder }),
    }),
  });
}

function page(name: schemas.PageName) {
  return singleton({
    label: pageLabel(name),
    path: `content/pages/${name}/`,
    previewUrl: pageOf(pageRoute(name)),
    format: { data: 'yaml' },
    schema: shownWithProblems(
      entryFields(
        { text: schemas.pages[name] },
        { folder: `pages/${name}` },
        schemas.localesOfPage(name),
      ),
    ),
  });
}

/** The repository GitHub mode commits to, baked in at build (see `editingMode`). */
const githubRepo = process.env.KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

export const editorConfig = config({
  storage:
    process.env.NODE_ENV !== 'development' && githubRepo
      ? { kind: 'github', repo: githubRepo }
      : { kind: 'local' },
  ui: { brand: { name: 'Limmat Labs' } },
  collections: Object.fromEntries(
    Object.entries(editedCollections).map(([folder, edited]) => [folder, entries(edited, folder)]),
  ),
  singletons: Object.fromEntries(
    (Object.keys(schemas.pages) as schemas.PageName[]).map((name) => [`${name}-page`, page(name)]),
  ),
});
