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

import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';

import { defaultContentRoot } from './files';
import { defaultPublicRoot, readPictureSize } from './images';
import { ContentError, loadContent } from './load';

function problemsOf(contentRoot: string, publicRoot: string | string[]): string[] {
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
      drawing: '/images/case-studies/alpina-logistics-dispatch.svg',
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
    unlinkSync(join(roots.public, 'images/team/nadia-keller.svg'));
    expect(problemsOf(roots.content, roots.public)).toContain(
      'public/images/team/nadia-keller.svg: (file): missing; draw it with npm run images',
    );
  });

  it('ask for a photo where an entry has no drawing', () => {
    const roots = copy();
    for (const theme of ['light', 'dark']) {
      unlinkSync(join(roots.public, `images/team/lea-schmid-${theme}.png`));
    }
    expect(problemsOf(roots.content, roots.public)).toEqual([
      'content/team/lea-schmid/index.yaml: photo.light: required; upload a picture for this entry',
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

describe('uploaded pictures', () => {
  let base: string | undefined;

  afterEach(() => {
    if (base) rmSync(base, { recursive: true, force: true });
    base = undefined;
  });

  /** A copy of the content with an uploaded photo of 1200×900 pixels for one post. */
  async function withPhoto(photo: Record<string, string>) {
    base = mkdtempSync(join(tmpdir(), 'uploads-'));
    const roots = { content: join(base, 'content'), public: join(base, 'public') };
    cpSync(defaultContentRoot, roots.content, { recursive: true });
    const folder = join(roots.public, 'images/blog/postgres-is-enough/photo');
    mkdirSync(folder, { recursive: true });
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a6' } })
      .jpeg()
      .toFile(join(folder, 'light.jpg'));
    const file = join(roots.content, 'blog/postgres-is-enough/index.yaml');
    const stored = parseYaml(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, stringifyYaml({ ...stored, photo }));
    // The drawings stay where they are, for the other entries.
    return { ...roots, publicRoots: [roots.public, defaultPublicRoot] };
  }

  it('show an uploaded photo instead of the drawing, in its shape, in both themes', async () => {
    const roots = await withPhoto({ light: '/images/blog/postgres-is-enough/photo/light.jpg' });
    const post = loadContent(roots.content, roots.publicRoots).blog.get('postgres-is-enough');
    // Cropped to the shape of the blog's pictures, 16:10.
    const file = {
      src: '/images/blog/postgres-is-enough/photo/light.jpg',
      width: 1200,
      height: 750,
    };
    expect(post?.en.image).toEqual({ alt: post?.en.image.alt, light: file, dark: file });
    expect(post?.de.image.light).toEqual(file);
  });

  it('fail the build when an uploaded photo is not there', async () => {
    const roots = await withPhoto({
      light: '/images/blog/postgres-is-enough/photo/light.jpg',
      dark: '/images/blog/postgres-is-enough/photo/dark.png',
    });
    expect(problemsOf(roots.content, roots.publicRoots)).toEqual([
      'content/blog/postgres-is-enough/index.yaml: photo.dark: no picture at ' +
        'public/images/blog/postgres-is-enough/photo/dark.png',
    ]);
  });

  it('fail the build when a picture in a text has no alt text or no file', async () => {
    const roots = await withPhoto({ light: '/images/blog/postgres-is-enough/photo/light.jpg' });
    const body = join(roots.content, 'blog/postgres-is-enough/body/de.md');
    writeFileSync(
      body,
      `${readFileSync(body, 'utf8')}\n\n![](/images/blog/postgres-is-enough/photo/light.jpg)\n\n` +
        '![Ein Schema](/images/blog/postgres-is-enough/schema.png)\n',
    );
    expect(problemsOf(roots.content, roots.publicRoots)).toEqual([
      'content/blog/postgres-is-enough/body/de.md: (text): the picture ' +
        '/images/blog/postgres-is-enough/photo/light.jpg needs a description (alt text)',
      'content/blog/postgres-is-enough/body/de.md: (text): no picture at ' +
        'public/images/blog/postgres-is-enough/schema.png; upload it in the editor',
    ]);
  });
});

describe('readPictureSize', () => {
  it('reads the size of a picture in any of its formats, and rejects what is none', async () => {
    expect(readPictureSize(join(defaultPublicRoot, 'images/team/lea-schmid-dark.png'))).toEqual({
      width: 512,
      height: 512,
    });
    const dir = mkdtempSync(join(tmpdir(), 'size-'));
    try {
      const blank = sharp({ create: { width: 640, height: 400, channels: 3, background: '#fff' } });
      for (const format of ['jpeg', 'webp', 'avif'] as const) {
        await blank
          .clone()
          .toFormat(format)
          .toFile(join(dir, `picture.${format}`));
        expect(readPictureSize(join(dir, `picture.${format}`))).toEqual({
          width: 640,
          height: 400,
        });
      }
      writeFileSync(
        join(dir, 'picture.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32"/>',
      );
      expect(readPictureSize(join(dir, 'picture.svg'))).toEqual({ width: 48, height: 32 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(readPictureSize(join(defaultContentRoot, 'team/lea-schmid/index.yaml'))).toBeNull();
    expect(readPictureSize(join(defaultPublicRoot, 'images/no-such-file.png'))).toBeNull();
  });
});
