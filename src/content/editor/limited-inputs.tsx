'use client';

import type { fields, FormFieldInputProps } from '@keystatic/core';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';

import { onFieldProblems, shownFieldProblems } from './field-problems';
import { useEditorLanguage } from './language';
import { explainPicture, interfaceTexts } from './messages';
import { refusalOf, type PictureRefusal } from './picture-rules';

// The inputs of the fields of field-limits.ts: Keystatic's own, with the field's limits beside.

type Picture = Parameters<ReturnType<typeof fields.image>['validate']>[0];

/** Counts a text's characters and takes no more than `max`. */
export function CountedText({
  field,
  max,
  ...props
}: FormFieldInputProps<string> & { field: ReturnType<typeof fields.text>; max: number }) {
  const texts = interfaceTexts[useEditorLanguage()];
  const box = useRef<HTMLDivElement>(null);
  const counterId = useId();
  useEffect(() => {
    // Keystatic's input takes no attributes of ours: the limit is set on the element it draws.
    const input = box.current?.querySelector('input, textarea');
    input?.setAttribute('maxlength', String(max));
    const described = input?.getAttribute('aria-describedby') ?? '';
    if (!described.includes(counterId)) {
      input?.setAttribute('aria-describedby', `${described} ${counterId}`.trim());
    }
  });
  return (
    <div ref={box} className="editor-limited">
      <field.Input {...props} />
      <p id={counterId} className="editor-hint">
        {texts.characters(props.value.length, max)}
      </p>
    </div>
  );
}

/** Says how many choices to tick, as an error once a change leaves too few or too many. */
export function CountedChoices({
  field,
  min,
  max,
  ...props
}: FormFieldInputProps<readonly string[]> & {
  field: ReturnType<typeof fields.multiselect>;
  min: number;
  max: number;
}) {
  const texts = interfaceTexts[useEditorLanguage()];
  const [changed, setChanged] = useState(false);
  const count = props.value.length;
  const invalid = (count < min || count > max) && (changed || props.forceValidation);
  return (
    <div className="editor-limited">
      <field.Input
        {...props}
        onChange={(value) => {
          setChanged(true);
          props.onChange(value);
        }}
      />
      <p className={invalid ? 'editor-hint editor-error' : 'editor-hint'} role="status">
        {texts.choose(min, max, count)}
      </p>
    </div>
  );
}

/**
 * Refuses a file the site cannot take as soon as it is chosen, naming it as the editor named it;
 * the field keeps what it held.
 */
export function CheckedPicture({
  field,
  ...props
}: FormFieldInputProps<Picture> & { field: ReturnType<typeof fields.image> }) {
  const language = useEditorLanguage();
  const [refused, setRefused] = useState<{ name: string; why: PictureRefusal }>();
  return (
    <div className="editor-limited">
      <field.Input
        {...props}
        onChange={(value) => {
          const why = value ? refusalOf(value.filename, value.data) : undefined;
          setRefused(why && value ? { name: value.filename, why } : undefined);
          if (!why) props.onChange(value);
        }}
      />
      {refused && (
        <p className="editor-hint editor-error" role="alert">
          {explainPicture(refused.why, language, refused.name)}
        </p>
      )}
    </div>
  );
}

/** The name the editor's file had, if `value` is a picture just chosen. */
function chosenFileName(value: unknown): string | undefined {
  const { filename } = (value ?? {}) as { filename?: unknown };
  return typeof filename === 'string' ? filename : undefined;
}

/** What a refused save found in the field at `path`, shown until the editor changes the field. */
export function FieldProblems({ path, value }: { path: string; value: unknown }) {
  const language = useEditorLanguage();
  const problems = useSyncExternalStore(onFieldProblems, shownFieldProblems, shownFieldProblems);
  // The field's value when the problems arrived: a change is the editor's answer to them.
  const [refused, setRefused] = useState({ problems, value });
  if (refused.problems !== problems) setRefused({ problems, value });
  const own = problems.filter(({ field }) => field === path || field.startsWith(`${path}.`));
  if (refused.value !== value || own.length === 0) return null;
  const fileName = chosenFileName(value);
  return (
    <ul className="editor-field-problems">
      {own.map(({ field, message, picture }) => (
        <li key={`${field} ${message}`}>
          {picture && fileName ? explainPicture(picture, language, fileName) : message}
        </li>
      ))}
    </ul>
  );
}
