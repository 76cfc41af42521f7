import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';

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

  /** Sets values of an entry's `index.yaml` at paths such as `skills.de.5`; `undefined` removes. */
  function editEntry(root: string, folder: string, changes: Record<string, unknown>) {
    const path = join(root, folder, 'index.yaml');
    const data = parseYaml(readFileSync(path, 'utf8')) as Record<string, unknown>;
    for (const [at, value] of Object.entries(changes)) {
      const keys = at.split('.');
      const last = keys.pop() as string;
      const parent = keys.reduce(
        (node, key) => node[key] as Record<string, unknown>,
        data as Record<string, unknown>,
      );
      if (value === undefined) delete parent[last];
      else parent[last] = value;
    }
    writeFileSync(path, stringifyYaml(data));
  }

  it('names the file, field and language of an invalid entry', () => {
    const root = copyContent();
    editEntry(root, 'team/nadia-keller', { 'role.en': 'X', 'bio.de': 'Zu kurz.' });
    expect(problemsOf(root)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/team\/nadia-keller\/index\.yaml: role\.en: Too small/),
        expect.stringMatching(/^content\/team\/nadia-keller\/index\.yaml: bio\.de: Too small/),
      ]),
    );
  });

  it('fails when an entry lacks a language', () => {
    const root = copyContent();
    unlinkSync(join(root, 'services/web-applications/body/de.md'));
    const texts = ['title', 'summary', 'seoTitle', 'seoDescription', 'problem', 'deliverables'];
    editEntry(
      root,
      'services/web-applications',
      Object.fromEntries([...texts, 'faq', 'image'].map((text) => [`${text}.de`, undefined])),
    );
    expect(problemsOf(root)).toContain(
      'content/services/web-applications: de: missing; every entry needs every language',
    );
  });

  it('fails when a reference points nowhere', () => {
    const root = copyContent();
    editEntry(root, 'services/web-applications', { relatedCaseStudies: ['no-such-case'] });
    expect(problemsOf(root)).toContain(
      'content/services/web-applications/index.yaml: relatedCaseStudies.0: no case study "no-such-case"',
    );
  });

  it('rejects unknown fields and bad folder names', () => {
    const root = copyContent();
    editEntry(root, 'team/nadia-keller', { nickname: 'Nad' });
    cpSync(join(root, 'team/nadia-keller'), join(root, 'team/Nadia_Keller'), { recursive: true });
    expect(problemsOf(root)).toEqual(
      expect.arrayContaining([
        'content/team/nadia-keller/index.yaml: nickname: unknown field',
        expect.stringMatching(/^content\/team\/Nadia_Keller: folder name: /),
      ]),
    );
  });

  it('reads the values as the editor writes them', () => {
    const root = copyContent();
    editEntry(root, 'blog/postgres-is-enough', {
      seoTitle: { en: '', de: '' },
      seoDescription: { en: '', de: '' },
    });
    const post = loadContent(root).blog.get('postgres-is-enough');
    expect(post?.de.seoTitle).toBeUndefined();
    const study = loadContent(root).caseStudies.get('lernpfad-mvp');
    expect(study?.en.results[1]?.value).toEqual({ chf: 1600000, compact: true });
    const pricing = loadContent(root).pages.pricing.de;
    expect(Object.keys(pricing?.comparison[0]?.values ?? {})).toEqual([
      'discovery',
      'product-team',
      'care',
    ]);
  });

  it('reads a body as Markdown from its first line, a rule included', () => {
    const root = copyContent();
    const body = '---\n\nAn opening after a rule.\n\n---\n\nThe rest.';
    writeFileSync(join(root, 'pages/imprint/body/en.md'), `${body}\n`);
    expect(loadContent(root).pages.imprint.en?.body).toBe(body);
  });

  it('fails when a German text repeats the English one', () => {
    const root = copyContent();
    editEntry(root, 'team/marco-bernasconi', {
      'skills.de.5': 'Offline synchronisation',
      'role.de': 'Lead Mobile Engineer',
    });
    editEntry(root, 'pages/pricing', { 'comparison.de.1.label': 'Typical duration' });
    const untranslated = (file: string, field: string, value: string) =>
      `${file}: ${field}: the same as in English ("${value}"); translate it, or add it to ` +
      'sameInBothLanguages in src/content/untranslated.ts if German writes it so too';
    expect(problemsOf(root)).toEqual([
      untranslated('content/team/marco-bernasconi/index.yaml', 'role.de', 'Lead Mobile Engineer'),
      untranslated(
        'content/team/marco-bernasconi/index.yaml',
        'skills.de.5',
        'Offline synchronisation',
      ),
      untranslated('content/pages/pricing/index.yaml', 'comparison.de.1.label', 'Typical duration'),
    ]);
  });

  it('lets English-only pages have no German text, and only them', () => {
    const root = copyContent();
    writeFileSync(join(root, 'pages/disclaimer/body/de.md'), 'Text');
    expect(problemsOf(root)).toContain(
      'content/pages/disclaimer/index.yaml: (file): no page in de, remove its texts',
    );
  });

  it('leaves drafts out unless asked, and lets them keep English in German', () => {
    const root = copyContent();
    editEntry(root, 'blog/postgres-is-enough', { draft: true, 'title.de': 'Postgres is enough' });
    expect(problemsOf(root)).toEqual([]);
    expect(loadContent(root).blog.has('postgres-is-enough')).toBe(false);
    const withDrafts = loadContent(root, undefined, { drafts: true });
    expect(withDrafts.blog.get('postgres-is-enough')?.de.draft).toBe(true);
  });

  it('names a draft that a published entry refers to', () => {
    const root = copyContent();
    editEntry(root, 'team/jonas-brunner', { draft: true });
    expect(problemsOf(root)).toContain(
      'content/blog/boring-deployments/index.yaml: author: the team member "jonas-brunner" is a draft; publish it first',
    );
    expect(loadContent(root, undefined, { drafts: true }).team.has('jonas-brunner')).toBe(true);
  });

  it('reports an invalid fact of a new draft alone, not what it would have told a valid one', () => {
    const root = copyContent();
    // A new post, with an uploaded photo instead of a drawing, and German still in English.
    cpSync(join(root, 'blog/postgres-is-enough'), join(root, 'blog/a-new-draft'), {
      recursive: true,
    });
    editEntry(root, 'blog/a-new-draft', {
      draft: true,
      tags: ['architecture', 'cloud', 'data', 'process', 'product'],
      photo: { light: '/images/blog/postgres-is-enough-light.png' },
      'title.de': 'Postgres is enough',
    });
    const refused = (() => {
      try {
        loadContent(root);
      } catch (error) {
        return error as ContentError;
      }
    })();
    expect(refused?.problems).toEqual([
      'content/blog/a-new-draft/index.yaml: tags: Too big: expected array to have <=4 items',
    ]);
    // Kept as data too, for the editor to name the entry and field.
    expect(refused?.details).toEqual([
      expect.objectContaining({ entry: 'blog/a-new-draft', field: ['tags'] }),
    ]);
  });

  it('takes a folder without files for no entry, as a deleted one leaves behind', () => {
    const root = copyContent();
    mkdirSync(join(root, 'blog/deleted-post/body'), { recursive: true });
    expect(problemsOf(root)).toEqual([]);
  });
});
