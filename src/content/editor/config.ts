import { collection, config, fields, singleton } from '@keystatic/core';
import type { z } from 'zod';

import { locales, type Locale } from '@/i18n/locales';

import * as schemas from '../schemas';
import { fieldFor, labelOf, languageNames, translatedField } from './fields';

/**
 * The editing interface (Keystatic): every collection and page of `content/`, with the fields
 * of its zod schemas and each text in both languages side by side. It writes the folder layout
 * src/content/load.ts reads: `index.yaml` and `body/<locale>.md`.
 */

type EntrySchemas = { meta?: z.ZodObject; text: z.ZodObject };

const bodies = (languages: readonly Locale[]) =>
  fields.object(
    Object.fromEntries(
      languages.map((locale) => [
        locale,
        fields.mdx({ label: languageNames[locale], extension: 'md' }),
      ]),
    ),
    { label: 'Text', layout: languages.map(() => 12 / languages.length) },
  );

function entryFields({ meta, text }: EntrySchemas, languages: readonly Locale[] = locales) {
  const shape = (object: z.ZodObject | undefined) =>
    Object.entries((object?.shape ?? {}) as Record<string, z.ZodType>);
  return {
    ...Object.fromEntries(
      shape(meta).map(([key, schema]) => [key, fieldFor(schema, labelOf(key))]),
    ),
    ...Object.fromEntries(
      shape(text).map(([key, schema]) => [key, translatedField(schema, labelOf(key), languages)]),
    ),
    body: bodies(languages),
  };
}

function entries(label: string, folder: string, entrySchemas: EntrySchemas) {
  return collection({
    label,
    path: `content/${folder}/*/`,
    slugField: 'label',
    format: { data: 'yaml' },
    schema: {
      label: fields.slug({
        name: { label: 'Name in lists', validation: { length: { min: 2, max: 120 } } },
        slug: { label: 'Address (URL)', description: 'Lower-case words joined by hyphens.' },
      }),
      ...entryFields(entrySchemas),
    },
  });
}

function page(name: schemas.PageName) {
  return singleton({
    label: `${labelOf(name.replace(/-/g, ' '))} page`,
    path: `content/pages/${name}/`,
    format: { data: 'yaml' },
    schema: entryFields({ text: schemas.pages[name] }, schemas.localesOfPage(name)),
  });
}

export const editorConfig = config({
  storage: { kind: 'local' },
  ui: { brand: { name: 'Limmat Labs' } },
  collections: {
    blog: entries('Blog posts', 'blog', schemas.blogPost),
    services: entries('Services', 'services', schemas.service),
    'case-studies': entries('Case studies', 'case-studies', schemas.caseStudy),
    team: entries('Team', 'team', schemas.teamMember),
    jobs: entries('Jobs', 'jobs', schemas.job),
    pricing: entries('Pricing plans', 'pricing', schemas.pricingPlan),
  },
  singletons: Object.fromEntries(
    (Object.keys(schemas.pages) as schemas.PageName[]).map((name) => [`${name}-page`, page(name)]),
  ),
});
