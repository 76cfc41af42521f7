import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { defaultContentRoot } from './files';
import { ContentError, loadContent } from './load';

function problemsOf(root: string): string[] {
  try {
    loadContent(root);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe('the content folder', () => {
  it('is valid: every entry, every language, every reference', () => {
    expect(problemsOf(defaultContentRoot)).toEqual([]);
  });

  it('comes with every spaced dash bound to the word before it', () => {
    const german = loadContent(defaultContentRoot).caseStudies.get('lernpfad-mvp')?.de;
    expect(german?.title).toContain('acht Wochen\u00a0– und');
    // Bodies are Markdown: the renderer applies the rule to their prose (not to their code).
    const texts = JSON.stringify(loadContent(defaultContentRoot), (key, value: unknown) =>
      key === 'body' ? undefined : value instanceof Map ? Object.fromEntries(value) : value,
    );
    expect(texts).toContain('\u00a0–');
    expect(texts).not.toMatch(/ [–—]/);
  });
});

describe('loadContent', () => {
  let copy: string;

  function copyContent(): string {
    const base = mkdtempSync(join(tmpdir(), 'content-'));
    copy = join(base, 'content');
    cpSync(defaultContentRoot, copy, { recursive: true });
    return copy;
  }

  afterEach(() => rmSync(join(copy, '..'), { recursive: true, force: true }));

  it('names the file and field of an invalid entry', () => {
    const root = copyContent();
    writeFileSync(
      join(root, 'team/nadia-keller/en.md'),
      '---\nrole: X\nbio: Too short.\n---\nBody',
    );
    expect(problemsOf(root)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/team\/nadia-keller\/en\.md: role: /),
        expect.stringMatching(/^content\/team\/nadia-keller\/en\.md: bio: /),
      ]),
    );
  });

  it('fails when an entry lacks a language', () => {
    const root = copyContent();
    unlinkSync(join(root, 'services/web-applications/de.md'));
    expect(problemsOf(root)).toContain(
      'content/services/web-applications/de.md: (file): missing; every entry needs every language',
    );
  });

  it('fails when a reference points nowhere', () => {
    const root = copyContent();
    writeFileSync(
      join(root, 'services/web-applications/meta.yaml'),
      'order: 0\nicon: browser\ntechnologies: [TypeScript]\nrelatedCaseStudies: [no-such-case]\n',
    );
    expect(problemsOf(root)).toContain(
      'content/services/web-applications/meta.yaml: relatedCaseStudies.0: no case study "no-such-case"',
    );
  });

  it('rejects unknown fields and bad folder names', () => {
    const root = copyContent();
    writeFileSync(
      join(root, 'team/nadia-keller/meta.yaml'),
      'name: Nadia Keller\norder: 0\njoinedAt: 2014-03-01\nlanguages: [de]\nnickname: Nad\n',
    );
    cpSync(join(root, 'team/nadia-keller'), join(root, 'team/Nadia_Keller'), { recursive: true });
    const problems = problemsOf(root);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/team\/nadia-keller\/meta\.yaml: \(file\): Unrecognized key/,
        ),
        expect.stringMatching(/^content\/team\/Nadia_Keller: folder name: /),
      ]),
    );
  });

  it('takes the facts of a two-file entry from the English front matter, and only from there', () => {
    const root = copyContent();
    const post = join(root, 'blog/postgres-is-enough');
    writeFileSync(
      join(post, 'de.md'),
      '---\nauthor: lea-schmid\ntitle: Titel\nexcerpt: Ein Auszug, der lang genug ist, um das Schema zu erfüllen, und noch etwas mehr.\nimage:\n  alt: Eine Illustration zum Beitrag.\n---\nText',
    );
    expect(problemsOf(root)).toEqual([
      expect.stringMatching(
        /^content\/blog\/postgres-is-enough\/de\.md: \(file\): Unrecognized key: "author"/,
      ),
    ]);
    writeFileSync(join(post, 'en.md'), '---\nauthor: nobody\ntitle: T\n---\nText');
    expect(problemsOf(root)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/blog\/postgres-is-enough\/en\.md: publishedAt: /),
        expect.stringMatching(/^content\/blog\/postgres-is-enough\/en\.md: title: /),
      ]),
    );
  });

  it('fails when a German text repeats the English one', () => {
    const root = copyContent();
    const edit = (file: string, from: string, to: string) => {
      const path = join(root, file);
      const text = readFileSync(path, 'utf8');
      expect(text).toContain(from);
      writeFileSync(path, text.replace(from, to));
    };
    edit('team/marco-bernasconi/de.md', 'Offline-Synchronisation', 'Offline synchronisation');
    edit('team/marco-bernasconi/de.md', 'Leiter Mobile-Entwicklung', 'Lead Mobile Engineer');
    edit('pages/pricing/de.md', 'Typische Dauer', 'Typical duration');
    const untranslated = (file: string, field: string, value: string) =>
      `${file}: ${field}: the same as in English ("${value}"); translate it, or add it to ` +
      'sameInBothLanguages in src/content/untranslated.ts if German writes it so too';
    expect(problemsOf(root)).toEqual([
      untranslated('content/team/marco-bernasconi/de.md', 'role', 'Lead Mobile Engineer'),
      untranslated('content/team/marco-bernasconi/de.md', 'skills.5', 'Offline synchronisation'),
      untranslated('content/pages/pricing/de.md', 'comparison.1.label', 'Typical duration'),
    ]);
  });

  it('lets English-only pages have no German file, and only them', () => {
    const root = copyContent();
    writeFileSync(join(root, 'pages/disclaimer/de.md'), '---\nupdatedAt: 2026-11-01\n---\nText');
    expect(problemsOf(root)).toContain(
      'content/pages/disclaimer/de.md: (file): disclaimer has no page in de',
    );
  });
});
