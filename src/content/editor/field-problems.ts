import type { PictureRefusal } from './picture-rules';

// A refused save's problems beside the fields they are about: the API's refusal carries them in a
// header (the text above the form is Keystatic's to show), the interface keeps them here, and
// each field of the form shows its own (`withProblemsShown` in field-limits.tsx).

/**
 * A problem of a field of the form at hand: the field as stored (`role.de`), what is wrong, and
 * a refused picture's reason, so that the form can name the file as the editor chose it.
 */
export type FieldProblem = { field: string; message: string; picture?: PictureRefusal };

/** The header of a refusal that carries its `FieldProblem`s, as URI-encoded JSON. */
export const fieldProblemsHeader = 'x-editor-field-problems';

let shown: readonly FieldProblem[] = [];
const listeners = new Set<() => void>();

/** Shows `problems` at their fields, in place of those shown before. */
export function showFieldProblems(problems: readonly FieldProblem[]): void {
  shown = problems;
  for (const listener of listeners) listener();
}

export const shownFieldProblems = (): readonly FieldProblem[] => shown;

export function onFieldProblems(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The field problems of a refusal's headers; none when it carries none. */
export function fieldProblemsOf(headers: Headers): FieldProblem[] {
  try {
    const carried = JSON.parse(decodeURIComponent(headers.get(fieldProblemsHeader) ?? '[]'));
    return Array.isArray(carried) ? (carried as FieldProblem[]) : [];
  } catch {
    return [];
  }
}
