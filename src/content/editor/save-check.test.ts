import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { defaultContentRoot } from '../files';
import { problemsAfter } from './save-check';

const entry = 'content/team/nadia-keller/index.yaml';
const stored = readFileSync(join(defaultContentRoot, '..', entry), 'utf8');
const addition = (contents: string) => ({
  path: entry,
  contents: Buffer.from(contents).toString('base64url'),
});

describe('a save from the editing interface', () => {
  it('passes when the content stays valid', () => {
    expect(problemsAfter({ additions: [addition(stored)], deletions: [] })).toEqual([]);
  });

  it("is refused with the build's own messages when it would fail the check", () => {
    const tooShort = stored.replace(/^role:\n {2}en: .*$/m, 'role:\n  en: X');
    expect(tooShort).not.toBe(stored);
    expect(problemsAfter({ additions: [addition(tooShort)] })).toContain(
      'content/team/nadia-keller/index.yaml: role.en: Too small: expected string to have >=3 characters',
    );
    expect(
      problemsAfter({ deletions: [{ path: 'content/team/nadia-keller/index.yaml' }] }),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/no team member "nadia-keller"/)]));
  });

  it('never writes outside the copy of the content', () => {
    const outside = { path: '../../etc/passwd', contents: Buffer.from('x').toString('base64url') };
    expect(problemsAfter({ additions: [outside] })).toEqual([]);
  });
});
