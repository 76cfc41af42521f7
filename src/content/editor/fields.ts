import { fields, type ComponentSchema } from '@keystatic/core';
import { z } from 'zod';

import { locales, type Locale } from '@/i18n/locales';

import { defOf, unwrap } from '../schema-def';
import { referenceOf } from '../schemas';
import { pickedByName, withChoiceCount, withCounter, withPictureCheck } from './field-limits';
import { pictureLimits } from './picture-rules';

// The editor's fields, derived from the schemas the build validates with, so that each carries
// their limits and choices; a schema the editor cannot express throws, failing the config's test.

const labels: Record<string, string> = {
  seoTitle: 'SEO title (for search results)',
  seoDescription: 'SEO description (for search results)',
  faq: 'Questions and answers',
  cta: 'Button text',
  draft: 'Draft',
  publishedTime: 'Time of publication',
  photo: 'Photo',
  light: 'Picture',
  dark: 'Picture for the dark theme',
  image: 'Picture description',
  body: 'Text',
};

/** What a field is for, where its label does not say it all. */
const descriptions: Record<string, string> = {
  draft:
    'Shown only while editing: left out of the published site until unticked. ' +
    'A draft may keep English in its German texts.',
  light:
    `Shown instead of the drawing. ${pictureLimits}; ` +
    'camera data such as the GPS position is removed on saving.',
  dark: `Optional: the theme shows the picture above if there is none. ${pictureLimits}.`,
  image: 'What the picture shows, for people who cannot see it (alt text).',
  publishedTime:
    'Optional, Swiss time, as 09:30. A post whose date and time are still to come goes live ' +
    'by itself then; until then it is listed as scheduled.',
};

export const descriptionOf = (key: string): string | undefined => descriptions[key];

/** "publishedAt" → "Published at": the label of a field, unless `labels` names it. */
export function labelOf(key: string): string {
  if (labels[key]) return labels[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function lengthOf(schema: z.ZodType): { min?: number; max?: number } {
  const length: { min?: number; max?: number } = {};
  for (const check of defOf(schema).checks ?? []) {
    const { check: kind, minimum, maximum } = check._zod.def;
    if (kind === 'min_length') length.min = minimum;
    if (kind === 'max_length') length.max = maximum;
  }
  return length;
}

const optionsOf = (schema: z.ZodType) =>
  Object.values(defOf(schema).entries ?? {}).map((value) => ({ label: value, value }));

/** The first text field of an object, which names its items in a list. */
function itemLabelKey(schema: z.ZodType): string | undefined {
  const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
  return Object.keys(shape).find((key) => defOf(unwrap(shape[key]!).inner).type === 'string');
}

/** Where a field is: the folder of its collection, under which its uploads are kept. */
export type Place = { folder: string };

/**
 * The form field for a value of `schema`; inside an optional group (`inOptional`) none is
 * required, as the group may be left empty as a whole.
 */
export function fieldFor(
  schema: z.ZodType,
  label: string,
  place: Place,
  description?: string,
  inOptional = false,
): ComponentSchema {
  const unwrapped = unwrap(schema);
  const { inner } = unwrapped;
  const required = unwrapped.required && !inOptional;
  if (z.globalRegistry.get(inner)?.upload === 'picture') {
    return withPictureCheck(
      fields.image({
        label,
        description,
        ...picturesOf(place),
        validation: { isRequired: required },
      }),
    );
  }
  const def = defOf(inner);
  const reference = referenceOf(inner);
  if (reference) {
    return pickedByName(
      fields.relationship({ label, collection: reference, validation: { isRequired: required } }),
      { label, description, collection: reference, required },
    );
  }
  switch (def.type) {
    case 'string': {
      const { format, minLength, maxLength } = inner as z.ZodString;
      if (format === 'date') return fields.date({ label, validation: { isRequired: required } });
      if (format === 'url') return fields.url({ label, validation: { isRequired: required } });
      const length = { min: required ? (minLength ?? 1) : 0, max: maxLength ?? Infinity };
      const field = fields.text({
        label,
        description,
        multiline: length.max > 160,
        validation: { length },
      });
      return Number.isFinite(length.max) ? withCounter(field, length.max) : field;
    }
    case 'number': {
      const { minValue, maxValue, isInt } = inner as z.ZodNumber;
      const validation = {
        isRequired: required,
        ...(Number.isFinite(minValue) ? { min: minValue as number } : {}),
        ...(Number.isFinite(maxValue) ? { max: maxValue as number } : {}),
      };
      return isInt ? fields.integer({ label, validation }) : fields.number({ label, validation });
    }
    case 'boolean':
      return fields.checkbox({ label, description });
    case 'enum': {
      const options = optionsOf(inner);
      return fields.select({ label, options, defaultValue: options[0]!.value });
    }
    case 'object': {
      const shape = (inner as z.ZodObject).shape as Record<string, z.ZodType>;
      return fields.object(
        Object.fromEntries(
          Object.entries(shape).map(([key, value]) => [
            key,
            fieldFor(value, labelOf(key), place, descriptionOf(key), !required),
          ]),
        ),
        { label },
      );
    }
    case 'array': {
      const element = def.element as z.ZodType;
      const length = lengthOf(inner);
      const elementReference = referenceOf(element);
      if (elementReference) {
        return fields.multiRelationship({
          label,
          collection: elementReference,
          validation: { length },
        });
      }
      if (defOf(element).type === 'enum') {
        return withChoiceCount(fields.multiselect({ label, options: optionsOf(element) }), length);
      }
      const labelKey = defOf(element).type === 'object' ? itemLabelKey(element) : undefined;
      return fields.array(fieldFor(element, labelOf('item'), place), {
        label,
        validation: { length },
        itemLabel: (props) => {
          const item = props as unknown as {
            value?: unknown;
            fields?: Record<string, { value: unknown }>;
          };
          return String((labelKey ? item.fields?.[labelKey]?.value : item.value) ?? '');
        },
      });
    }
    case 'union': {
      // A union of objects, each told apart by its first key (a figure: count, percent, …).
      const variants = (def.options ?? []).map((option) => {
        const shape = (option as z.ZodObject).shape as Record<string, z.ZodType>;
        return [Object.keys(shape)[0]!, option] as const;
      });
      return fields.conditional(
        fields.select({
          label,
          options: variants.map(([key]) => ({ label: labelOf(key), value: key })),
          defaultValue: variants[0]![0],
        }),
        Object.fromEntries(
          variants.map(([key, option]) => [key, fieldFor(option, labelOf(key), place)]),
        ),
      );
    }
    case 'pipe':
      // A value read in another shape (the pricing table's rows): edited as it is written.
      return fieldFor(def.in as z.ZodType, label, place);
    default:
      throw new Error(`${label}: the editor has no field for a zod ${def.type}`);
  }
}

/** A text of every language, side by side: `{ en, de }`. */
export function translatedField(
  schema: z.ZodType,
  label: string,
  place: Place,
  languages: readonly Locale[] = locales,
  description?: string,
) {
  return fields.object(
    Object.fromEntries(
      languages.map((locale) => [locale, fieldFor(schema, languageNames[locale], place)]),
    ),
    { label, description, layout: languages.map(() => 12 / languages.length) },
  );
}

/**
 * Where an entry's uploaded pictures are kept and served from: its folder under
 * `public/images/<folder>/`, beside the drawings.
 */
export const picturesOf = ({ folder }: Place) => ({
  directory: `public/images/${folder}`,
  publicPath: `/images/${folder}/`,
});

export const languageNames: Record<Locale, string> = { en: 'English', de: 'Deutsch' };
