import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { renderedGeneration } from '@/server/publishing/page-refresh';
import { servedPageFile } from '@/server/publishing/served-page';

export function scriptHashSource(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/** Script types a browser executes; data blocks such as `application/ld+json` need no hash. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** A regex suffices: React writes `\u003c/script` in scripts, and browsers hash the raw text. */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    if (executableTypes.has(type.toLowerCase()) && text) scripts.push(text);
  }
  return scripts;
}

const hashesByPath = new Map<string, { generation: number; hashes: Promise<string[] | null> }>();

/** Null where the path has no prerendered HTML: rendered per request, or under `next dev`. */
export function prerenderedScriptHashes(internalPath: string): Promise<string[] | null> {
  // `next dev` renders every page per request; a production build's files may lie next to it.
  if (process.env.NODE_ENV === 'development') return Promise.resolve(null);
  // Content slugs are kebab-case: anything else names no file (and no file outside the folder).
  if (!/^(\/[a-z0-9-]+)+$/.test(internalPath)) return Promise.resolve(null);
  const generation = renderedGeneration(internalPath);
  const cached = hashesByPath.get(internalPath);
  if (cached?.generation === generation) return cached.hashes;
  const hashes = readFile(servedPageFile(internalPath), 'utf8').then(
    (html) => [...new Set(inlineScriptsOf(html).map(scriptHashSource))],
    () => null,
  );
  hashesByPath.set(internalPath, { generation, hashes });
  return hashes;
}
