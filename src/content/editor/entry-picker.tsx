'use client';

import type { FormFieldInputProps } from '@keystatic/core';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';

import type { EntryLabel } from './entry-labels';
import { useEditorLanguage } from './language';
import { interfaceTexts } from './messages';

// A field that refers to another entry, chosen by the name the editor's lists show ("Nadia
// Keller"), not only by its folder's name: Keystatic's own lists and filters folder names.

const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[-_]+/g, ' ');

/** Whether every word of `query` is in the entry's name or folder, case and accents aside. */
const matches = ({ slug, label }: EntryLabel, query: string) => {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const haystack = folded(`${label} ${slug}`);
  return words.every((word) => haystack.includes(word));
};

/** The entries at `source` (`entryLabelsPath`), by name. */
function useEntryLabels(source: string): EntryLabel[] {
  const [entries, setEntries] = useState<EntryLabel[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch(source, { signal: controller.signal })
      .then((answer) => (answer.ok ? (answer.json() as Promise<EntryLabel[]>) : []))
      .then(setEntries, () => {});
    return () => controller.abort();
  }, [source]);
  return entries;
}

type PickerProps = FormFieldInputProps<string | null> & {
  label: string;
  description?: string;
  /** Where the entries to choose from are listed. */
  source: string;
  required: boolean;
};

/** A combobox of the entries at `source`: typing any words of a name narrows them. */
export function EntryPicker(props: PickerProps) {
  const { label, description, source, required, value, onChange, forceValidation } = props;
  const texts = interfaceTexts[useEditorLanguage()];
  const entries = useEntryLabels(source);
  const id = useId();
  /** What the editor has typed since choosing; undefined shows the chosen entry's name. */
  const [query, setQuery] = useState<string>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [left, setLeft] = useState(false);
  const chosen = entries.find((entry) => entry.slug === value);
  const found = entries.filter((entry) => matches(entry, query ?? ''));
  const error = required && !value && (forceValidation || left) ? texts.required(label) : '';

  const choose = (entry: EntryLabel | undefined) => {
    if (entry) onChange(entry.slug);
    setQuery(undefined);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(open ? (active + step + found.length) % Math.max(found.length, 1) : 0);
      setOpen(true);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(found[active]);
    } else if (event.key === 'Escape') {
      setQuery(undefined);
      setOpen(false);
    }
  };

  return (
    <div className="editor-picker">
      <label htmlFor={`${id}-input`} className="editor-picker-label">
        {label}
        {required && <span aria-hidden="true">*</span>}
      </label>
      {description && (
        <p id={`${id}-description`} className="editor-hint">
          {description}
        </p>
      )}
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={
          [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') ||
          undefined
        }
        aria-activedescendant={open && found[active] ? `${id}-${found[active].slug}` : undefined}
        autoComplete="off"
        autoFocus={props.autoFocus}
        value={query ?? chosen?.label ?? value ?? ''}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
          if (!event.target.value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setLeft(true);
          setQuery(undefined);
          setOpen(false);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={label} hidden={!open}>
        {found.map((entry, index) => (
          <li
            key={entry.slug}
            id={`${id}-${entry.slug}`}
            role="option"
            aria-selected={entry.slug === value}
            data-active={index === active || undefined}
            // Chosen on the press, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(entry);
            }}
          >
            {entry.label}
          </li>
        ))}
        {found.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="editor-hint">
            {texts.noMatch}
          </li>
        )}
      </ul>
      {error && (
        <p id={`${id}-error`} className="editor-hint editor-error">
          {error}
        </p>
      )}
    </div>
  );
}
