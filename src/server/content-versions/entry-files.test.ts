import { describe, expect, it } from 'vitest';

import { entryOfPath } from './entry-files';

describe('entryOfPath', () => {
  it('names the entry of its text and of its pictures', () => {
    expect(entryOfPath('content/blog/my-post/index.yaml')).toBe('blog/my-post');
    expect(entryOfPath('content/blog/my-post/body/de.md')).toBe('blog/my-post');
    expect(entryOfPath('public/images/team/lea-schmid/photo/light.jpg')).toBe('team/lea-schmid');
  });

  it('names none for a path that leaves its folder, or lies outside every entry', () => {
    for (const path of [
      'content/blog/my-post/../../../src/app/page.tsx',
      'content/blog/my-post/./index.yaml',
      'content/blog/my-post//index.yaml',
      'content/blog/my-post\\..\\..\\x',
      'content/blog/my-post/',
      'content/blog/index.yaml',
      'src/app/page.tsx',
    ]) {
      expect(entryOfPath(path), path).toBeUndefined();
    }
  });
});
