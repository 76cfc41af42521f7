import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { assertFinishedBuild, FINISHED_BUILD_MARKER } from './finished-build';

describe('assertFinishedBuild', () => {
  it('refuses a build without the steps after next build, naming the command to use', () => {
    const plain = mkdtempSync(join(tmpdir(), 'next-'));
    expect(() => assertFinishedBuild(plain)).toThrow(
      `${plain} was built by a plain \`next build\`, without the steps the site needs after it. ` +
        'Build with `npm run build`; then serve with `npm start` (or `next start`).',
    );
  });

  it('serves a build that npm run build finished', () => {
    const finished = mkdtempSync(join(tmpdir(), 'next-'));
    writeFileSync(join(finished, FINISHED_BUILD_MARKER), 'fingerprint');
    expect(() => assertFinishedBuild(finished)).not.toThrow();
  });
});
