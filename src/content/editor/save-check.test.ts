import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { defaultContentRoot } from '../files';
import { MAX_PICTURE_BYTES } from './picture-rules';
import { fieldProblems, refusal } from './refusal';
import { entriesOf, prepareSave, problemsBroughtBy, type Update } from './save-check';

const entry = 'content/team/nadia-keller/index.yaml';
const stored = readFileSync(join(defaultContentRoot, '..', entry), 'utf8');
const addition = (contents: string | Buffer, path = entry) => ({
  path,
  contents: Buffer.from(contents).toString('base64url'),
});
/** Every file of an entry, as the editor's delete sends them. */
const deletionOf = (folder: string) => ({
  deletions: ['index.yaml', 'body/en.md', 'body/de.md'].map((file) => ({
    path: `content/${folder}/${file}`,
  })),
});
const refusalOf = (update: Update, language: 'en' | 'de' = 'en') =>
  refusal(
    problemsBroughtBy(update),
    { saved: entriesOf(update), deleting: !update.additions?.length },
    language,
  );

// Each case loads the whole content twice, before and after the save.
describe('a save from the editing interface', { timeout: 30_000 }, () => {
  it('passes when the content stays valid', () => {
    expect(problemsBroughtBy({ additions: [addition(stored)], deletions: [] })).toEqual([]);
  });

  it('is refused, one problem a line, with the fields as the form names them', () => {
    const tooShort = stored.replace(/^role:\n {2}en: .*$/m, 'role:\n  en: X');
    expect(tooShort).not.toBe(stored);
    const update = { additions: [addition(tooShort)] };
    expect(problemsBroughtBy(update).map(({ line }) => line)).toEqual([
      'content/team/nadia-keller/index.yaml: role.en: Too small: expected string to have >=3 characters',
    ]);
    expect(refusalOf(update)).toBe('Not saved:\nRole (English): at least 3 characters');
    expect(refusalOf(update, 'de')).toBe(
      'Nicht gespeichert:\nRole (English): mindestens 3 Zeichen',
    );
  });

  it('deletes an entry no other refers to, and names those that refer to it', () => {
    expect(problemsBroughtBy(deletionOf('blog/boring-deployments'))).toEqual([]);
    expect(refusalOf(deletionOf('team/nadia-keller'))).toBe(
      'Not deleted:\n' +
        '“How to choose a software partner for your first product” (Blog posts) refers to ' +
        'this entry in Author; change that first.',
    );
  });

  it('is refused only for what it would break, not for problems already there', () => {
    const base = mkdtempSync(join(tmpdir(), 'content-broken-'));
    const root = join(base, 'content');
    try {
      cpSync(defaultContentRoot, root, { recursive: true });
      const other = join(root, 'team/lea-schmid/index.yaml');
      writeFileSync(
        other,
        readFileSync(other, 'utf8').replace(/^role:\n {2}en: .*$/m, 'role:\n  en: X'),
      );
      expect(problemsBroughtBy({ additions: [addition(stored)] }, root)).toEqual([]);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('names a refused picture by its field', async () => {
    const photo = 'public/images/team/nadia-keller/photo/light.jpg';
    const update = {
      additions: [addition(stored), addition(Buffer.alloc(MAX_PICTURE_BYTES + 1), photo)],
    };
    const { problems } = await prepareSave(update);
    expect(refusal(problems, { saved: entriesOf(update), deleting: false }, 'en')).toBe(
      'Not saved:\nPhoto › Picture: The picture has 10.0 MB; a picture may have at most 10.0 MB. ' +
        'Save it smaller (for example 2,400 pixels wide) and choose it again.',
    );
    // Beside the field, with what the form needs to name the file as the editor chose it.
    expect(fieldProblems(problems, entriesOf(update), 'de')).toEqual([
      {
        field: 'photo.light',
        message:
          'Das Bild hat 10.0 MB; ein Bild darf höchstens 10.0 MB haben. Speichern Sie es ' +
          'kleiner (etwa 2400 Pixel breit) und wählen Sie es erneut.',
        picture: { kind: 'tooLarge', bytes: MAX_PICTURE_BYTES + 1 },
      },
    ]);
  });

  it('never writes outside the copy of the content', () => {
    const outside = { path: '../../etc/passwd', contents: Buffer.from('x').toString('base64url') };
    expect(problemsBroughtBy({ additions: [outside] })).toEqual([]);
  });
});
