import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { COMPILE_HINT, MIN_HINTED_BYTES, hintCompileOnLoad } from './compile-hints.mjs';

/** A script of the given size in bytes, made of calls. */
const scriptOf = (bytes: number) => 'f();'.repeat(Math.ceil(bytes / 4)).slice(0, bytes);
const large = scriptOf(MIN_HINTED_BYTES);

/** A build folder with these scripts under `static/chunks`. */
function buildWith(scripts: Record<string, string>) {
  const nextDir = mkdtempSync(join(tmpdir(), 'build-'));
  mkdirSync(join(nextDir, 'static', 'chunks'), { recursive: true });
  for (const [name, source] of Object.entries(scripts)) {
    writeFileSync(join(nextDir, 'static', 'chunks', name), source);
  }
  return nextDir;
}

const read = (nextDir: string, name: string) =>
  readFileSync(join(nextDir, 'static', 'chunks', name), 'utf8');

describe('hintCompileOnLoad', () => {
  it('starts each large listed script with the hint, once, and leaves the others alone', () => {
    const small = scriptOf(MIN_HINTED_BYTES - 1);
    const nextDir = buildWith({
      'a.js': large,
      'b.js': large,
      'small.js': small,
      'later.js': large,
    });
    const a = '/_next/static/chunks/a.js?dpl=build-1';
    const listed = [a, '/_next/static/chunks/b.js', '/_next/static/chunks/small.js'];
    hintCompileOnLoad(nextDir, listed);
    // A second run, and a script listed twice, add nothing.
    hintCompileOnLoad(nextDir, [...listed, a]);
    expect(read(nextDir, 'a.js')).toBe(`${COMPILE_HINT}${large}`);
    expect(read(nextDir, 'b.js')).toBe(`${COMPILE_HINT}${large}`);
    expect(read(nextDir, 'small.js')).toBe(small);
    expect(read(nextDir, 'later.js')).toBe(large);
  });

  it('fails for a source that is not a script of the build', () => {
    const nextDir = buildWith({ 'a.js': large });
    expect(() => hintCompileOnLoad(nextDir, ['/_next/static/chunks/gone.js'])).toThrow(
      /not a script of this build/,
    );
    expect(() => hintCompileOnLoad(nextDir, ['https://cdn.example.com/a.js'])).toThrow(
      /not a script of this build/,
    );
  });
});
