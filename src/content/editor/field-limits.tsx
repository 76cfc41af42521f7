import type { ComponentSchema, fields, FormFieldInputProps } from '@keystatic/core';

import { EntryPicker } from './entry-picker';
import { CheckedPicture, CountedChoices, CountedText, FieldProblems } from './limited-inputs';
import { editorLanguage, explainPicture, interfaceTexts } from './messages';
import { refusalOf } from './picture-rules';

// Keystatic's fields with their limits shown while the editor works, not only on saving: a
// text's length as it is typed, a choice's count as it is ticked, a picture's size and type as
// it is chosen, an entry found by its name. Each keeps the field's storage and its own checks.

/** The language of a field's own check: the browser's, where it runs as the editor saves. */
const checkLanguage = () =>
  typeof navigator === 'undefined' ? 'en' : editorLanguage(navigator.languages);

type TextField = ReturnType<typeof fields.text>;
type ChoicesField = ReturnType<typeof fields.multiselect>;
type PictureField = ReturnType<typeof fields.image>;
type ReferenceField = ReturnType<typeof fields.relationship>;

/** A text field that counts its characters and takes no more than `max`. */
export function withCounter(field: TextField, max: number): TextField {
  return {
    ...field,
    Input: (props: FormFieldInputProps<string>) => (
      <CountedText {...props} field={field} max={max} />
    ),
  };
}

/** A field of choices that says how many to tick, and refuses a save with too few or many. */
export function withChoiceCount(
  field: ChoicesField,
  { min = 0, max = Infinity }: { min?: number; max?: number },
): ChoicesField {
  return {
    ...field,
    Input: (props: FormFieldInputProps<readonly string[]>) => (
      <CountedChoices {...props} field={field} min={min} max={max} />
    ),
    validate(value) {
      if (value.length < min || value.length > max) {
        throw new Error(interfaceTexts[checkLanguage()].choose(min, max, value.length));
      }
      return field.validate(value);
    },
  };
}

/** A picture field that refuses a file the site cannot take as soon as it is chosen. */
export function withPictureCheck(field: PictureField): PictureField {
  return {
    ...field,
    Input: (props: FormFieldInputProps<Parameters<PictureField['validate']>[0]>) => (
      <CheckedPicture {...props} field={field} />
    ),
    validate(value) {
      const why = value ? refusalOf(value.filename, value.data) : undefined;
      if (why) throw new Error(explainPicture(why, checkLanguage(), value?.filename));
      return field.validate(value);
    },
  };
}

/** Where the interface lists a collection's entries by name (the API's route answers it). */
export const entryLabelsPath = (collection: string) =>
  `/api/keystatic/entry-labels/${encodeURIComponent(collection)}`;

/** A reference to another entry, chosen by the name the editor's lists show. */
export function pickedByName(
  field: ReferenceField,
  options: { label: string; description?: string; collection: string; required: boolean },
): ReferenceField {
  const source = entryLabelsPath(options.collection);
  return {
    ...field,
    Input: (props: FormFieldInputProps<string | null>) => (
      <EntryPicker {...props} {...options} source={source} />
    ),
  };
}

/**
 * `schema`'s fields, each showing below it the problems a refused save found in it (stored at
 * `path`). A list's items are left as they are: the place of an item changes as items move, and
 * the refusal above the form names it.
 */
export function withProblemsShown(schema: ComponentSchema, path: string): ComponentSchema {
  if (schema.kind === 'object') {
    return {
      ...schema,
      fields: Object.fromEntries(
        Object.entries(schema.fields).map(([key, field]) => [
          key,
          withProblemsShown(field, path ? `${path}.${key}` : key),
        ]),
      ),
    };
  }
  if (schema.kind !== 'form') return schema;
  const { Input } = schema;
  return {
    ...schema,
    Input: (props: FormFieldInputProps<never>) => (
      <div className="editor-field">
        <Input {...props} />
        <FieldProblems path={path} value={props.value} />
      </div>
    ),
  } as ComponentSchema;
}
