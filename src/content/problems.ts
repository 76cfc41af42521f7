import type { z } from 'zod';

import type { Locale } from '@/i18n/locales';

import type { PictureRefusal } from './editor/picture-rules';

// What the content check finds, kept as data: the build prints each problem's line for
// developers, the editor tells its editors the same in their words (src/content/editor/messages.ts).

export type ReferredCollection = 'team' | 'services' | 'case-studies' | 'pricing';

export type ProblemReason =
  | { kind: 'invalid'; issue: z.core.$ZodIssue }
  | { kind: 'untranslated'; value: string }
  | { kind: 'photoRequired' }
  | { kind: 'photoMissing'; src: string }
  | { kind: 'drawingMissing' }
  | { kind: 'drawingSize' }
  | { kind: 'pictureWithoutAlt'; src: string }
  | { kind: 'pictureMissing'; src: string }
  | { kind: 'fileMissing' }
  | { kind: 'unknownField' }
  | { kind: 'languageMissing'; locale: Locale }
  | { kind: 'languageNotShown'; locale: Locale }
  | { kind: 'folderName' }
  | { kind: 'unknownPage' }
  | { kind: 'reference'; collection: ReferredCollection; slug: string; isDraft: boolean }
  | { kind: 'planValueMissing'; plan: string }
  /** An uploaded picture the editor's save refuses (src/content/editor/uploads.ts). */
  | { kind: 'picture'; refusal: PictureRefusal };

export type ContentProblem = {
  /** The line `npm run content:check` and the build print: file, field and what is wrong. */
  line: string;
  /** The entry's folder under `content/` (`blog/<slug>`, `pages/<page>`), if it is about one. */
  entry?: string;
  /** The field as stored, its language in place: `['title', 'de']`, `['body', 'en']`. */
  field?: readonly (string | number)[];
  reason: ProblemReason;
};

export class ContentError extends Error {
  readonly problems: string[];

  constructor(readonly details: ContentProblem[]) {
    const lines = details.map(({ line }) => line);
    super(`Invalid content:\n  ${lines.join('\n  ')}`);
    this.name = 'ContentError';
    this.problems = lines;
  }
}

export function entryOfFile(file: string): string | undefined {
  return /^content\/([\w-]+\/[^/]+)/.exec(file)?.[1];
}
