import { z } from 'zod';

import { defOf, unwrap } from './schema-def';

// Words and names German writes as English does. A German field equal to its English original is
// taken for a forgotten translation unless it is one of these.
const sameInBothLanguages: ReadonlySet<string> = new Set([
  'Figma',
  'Jetpack Compose',
  'Kotlin',
  'Kubernetes',
  'Linux',
  'Node.js',
  'PostgreSQL',
  'Python',
  'React Native',
  'Swift',
  'SwiftUI',
  'Terraform',
  'TypeScript',
  'Care',
  'Discovery',
  // Words German has taken over, and the name our German pages give a service.
  'Backend',
  'Design',
  'Fractional CTO',
  'Frontend',
  // The pricing table's markers for "included" and "not included", not shown as text.
  'yes',
  'no',
]);

export type Untranslated = { field: (string | number)[]; value: string };

export type Texts = { stored: unknown; body: string };

const hasWords = (value: string) => /\p{L}/u.test(value);

const repeatsEnglish = (german: unknown, english: readonly unknown[]) =>
  typeof german === 'string' &&
  hasWords(german) &&
  !sameInBothLanguages.has(german) &&
  english.includes(german);

/** Free text only: not a date, link, address, reference, choice or `sameInEveryLanguage` name. */
function isTranslatedText(schema: z.ZodType): boolean {
  const marks = z.globalRegistry.get(schema) ?? {};
  return (
    defOf(schema).type === 'string' &&
    !(schema as z.ZodString).format &&
    !marks.reference &&
    !marks.upload &&
    !marks.sameInEveryLanguage
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list's text counts wherever it is in the English list, so that reordering hides nothing. */
function findIn(
  schema: z.ZodType,
  english: unknown,
  german: unknown,
  path: (string | number)[],
): Untranslated[] {
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  if (isTranslatedText(inner)) {
    return repeatsEnglish(german, [english]) ? [{ field: path, value: german as string }] : [];
  }
  if (def.type === 'pipe') return findIn(def.in!, english, german, path);
  if (def.type === 'object' && isRecord(german)) {
    const shape = (inner as z.ZodObject).shape as Record<string, z.ZodType>;
    const englishRecord = isRecord(english) ? english : {};
    return Object.entries(shape).flatMap(([key, child]) =>
      findIn(child, englishRecord[key], german[key], [...path, key]),
    );
  }
  if (def.type === 'array' && Array.isArray(german)) {
    const element = def.element!;
    const englishList = Array.isArray(english) ? english : [];
    return german.flatMap((item, index) =>
      isTranslatedText(unwrap(element).inner)
        ? repeatsEnglish(item, englishList)
          ? [{ field: [...path, index], value: item as string }]
          : []
        : findIn(element, englishList[index], item, [...path, index]),
    );
  }
  return [];
}

export function findUntranslated(
  schema: z.ZodObject,
  english: Texts,
  german: Texts,
): Untranslated[] {
  return [
    ...findIn(schema, english.stored, german.stored, []),
    ...(repeatsEnglish(german.body, [english.body])
      ? [{ field: ['body'], value: german.body }]
      : []),
  ];
}
