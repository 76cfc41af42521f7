import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';

import { defaultContentRoot } from './files';
import { defaultPublicRoot, readPngSize } from './images';
import { ContentError, loadContent } from './load';

function problemsOf(contentRoot: string, publicRoot: string): string[] {
  try {
    loadContent(contentRoot, publicRoot);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/** The start of a PNG as far as its size: signature and IHDR chunk. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(24);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

describe('the pictures of the entries', () => {
  let base: string | undefined;

  /** A copy of the content and of public/images/, to break one of them. */
  function copy(): { content: string; public: string } {
    const dir = mkdtempSync(join(tmpdir(), 'images-'));
    base = dir;
    cpSync(defaultContentRoot, join(dir, 'content'), { recursive: true });
    cpSync(join(defaultPublicRoot, 'images'), join(dir, 'public', 'images'), { recursive: true });
    return { content: join(dir, 'content'), public: join(dir, 'public') };
  }

  afterEach(() => {
    if (base) rmSync(base, { recursive: true, force: true });
    base = undefined;
  });

  it('come with their size, one file per theme, and the alt text of each language', () => {
    const store = loadContent(defaultContentRoot, defaultPublicRoot);
    const study = store.caseStudies.get('alpina-logistics-dispatch');
    expect(study?.en.image).toEqual({
      alt: expect.stringMatching(/^Illustration of the dispatch board/),
      light: {
        src: '/images/case-studies/alpina-logistics-dispatch-light.png',
        width: 1600,
        height: 1000,
      },
      dark: {
        src: '/images/case-studies/alpina-logistics-dispatch-dark.png',
        width: 1600,
        height: 1000,
      },
    });
    expect(study?.de.image.alt).toMatch(/^Illustration der Disposition/);
    expect(store.team.get('nadia-keller')?.en.image.light).toEqual({
      src: '/images/team/nadia-keller-light.png',
      width: 512,
      height: 512,
    });
  });

  it('fail the build when a file is missing', () => {
    const roots = copy();
    unlinkSync(join(roots.public, 'images/services/web-applications-dark.png'));
    expect(problemsOf(roots.content, roots.public)).toEqual([
      'public/images/services/web-applications-dark.png: (file): missing or not a PNG; ' +
        'draw it with npm run images',
    ]);
  });

  it('fail the build when the two themes differ in size', () => {
    const roots = copy();
    writeFileSync(
      join(roots.public, 'images/blog/postgres-is-enough-dark.png'),
      pngHeader(800, 800),
    );
    expect(problemsOf(roots.content, roots.public)).toEqual([
      'public/images/blog/postgres-is-enough-dark.png: (file): 800×800, unlike the light one',
    ]);
  });

  it('fail the build when a language has no alt text', () => {
    const roots = copy();
    const file = join(roots.content, 'team/lea-schmid/index.yaml');
    const stored = parseYaml(readFileSync(file, 'utf8')) as { image: { de?: unknown } };
    delete stored.image.de;
    writeFileSync(file, stringifyYaml(stored));
    expect(problemsOf(roots.content, roots.public)).toContain(
      'content/team/lea-schmid/index.yaml: image.de: Invalid input: expected object, received undefined',
    );
  });
});

describe('readPngSize', () => {
  it('reads the size from the header, and rejects what is not a PNG', () => {
    expect(readPngSize(join(defaultPublicRoot, 'images/team/lea-schmid-dark.png'))).toEqual({
      width: 512,
      height: 512,
    });
    expect(readPngSize(join(defaultContentRoot, 'team/lea-schmid/index.yaml'))).toBeNull();
    expect(readPngSize(join(defaultPublicRoot, 'images/no-such-file.png'))).toBeNull();
  });
});
