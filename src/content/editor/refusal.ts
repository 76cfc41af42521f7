import type { ContentProblem } from '../problems';
import type { PageName } from '../schemas';
import { editedCollections, pageLabel } from './collections';
import { entryLabel } from './entry-labels';
import type { FieldProblem } from './field-problems';
import {
  explainAtField,
  explainProblem,
  fieldLabel,
  interfaceTexts,
  quoted,
  type EditorLanguage,
} from './messages';

/** An entry (`blog/<slug>`) as the editor's lists name it, and the label of its collection. */
export function entryName(entry: string): { name: string; collection: string } {
  const [folder = '', slug = ''] = entry.split('/');
  if (folder === 'pages') return { name: pageLabel(slug as PageName), collection: 'Pages' };
  const collection = editedCollections[folder as keyof typeof editedCollections]?.label ?? folder;
  return { name: entryLabel(folder, slug), collection };
}

/**
 * Why a save of the entries `saved` is refused, one problem a line in the editor's language:
 * its own fields by their labels, other entries by their names, and those that refer to an entry
 * being deleted or made a draft as such.
 */
export function refusal(
  problems: readonly ContentProblem[],
  { saved, deleting }: { saved: ReadonlySet<string>; deleting: boolean },
  language: EditorLanguage,
): string {
  const texts = interfaceTexts[language];
  const named = (entry: string) => {
    const { name, collection } = entryName(entry);
    return texts.inEntry(quoted[language](name), collection);
  };
  const lines = [deleting ? texts.notDeleted : texts.notSaved];
  const referrers = new Map<string, Set<string>>();
  for (const problem of problems) {
    const { reason, entry, field } = problem;
    if (
      reason.kind === 'reference' &&
      saved.has(`${reason.collection}/${reason.slug}`) &&
      entry &&
      !saved.has(entry)
    ) {
      const fields = referrers.get(entry) ?? new Set<string>();
      referrers.set(entry, fields.add(fieldLabel(field?.slice(0, 1) ?? [])));
      continue;
    }
    const explained = explainProblem(problem, language);
    lines.push(!entry || saved.has(entry) ? explained : `${named(entry)}, ${explained}`);
  }
  for (const [entry, fields] of referrers) {
    const { name, collection } = entryName(entry);
    lines.push(texts.referredBy(quoted[language](name), collection, [...fields].join(', ')));
  }
  return [...new Set(lines)].join('\n');
}

/** The problems of `saved` entries' own fields, in the editor's language. */
export function fieldProblems(
  problems: readonly ContentProblem[],
  saved: ReadonlySet<string>,
  language: EditorLanguage,
): FieldProblem[] {
  return problems.flatMap((problem) => {
    const { entry, field, reason } = problem;
    if (!entry || !saved.has(entry) || !field?.length) return [];
    const message = explainAtField(problem, language);
    const picture = reason.kind === 'picture' ? reason.refusal : undefined;
    return [{ field: field.join('.'), message, ...(picture && { picture }) }];
  });
}
