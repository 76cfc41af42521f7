import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where `next build` writes the HTML of prerendered pages, one file per internal path. */
const prerenderedPagesDir = join(process.cwd(), '.next', 'server', 'app');

/** A CSP source allowing exactly one inline script, by the SHA-256 of its text. */
export function scriptHashSource(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/**
 * Script types a browser executes; `application/ld+json` and other data blocks are never run,
 * so the policy need not (and does not) mention them.
 */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The inline scripts of a page's HTML. A regular expression rather than an HTML parser: the
 * input is Next's own output, where a script's text never contains `</script` (React escapes it
 * as `\u003c/script`), and the hashes cover the raw text exactly as the browser hashes it.
 */
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

const hashesByPath = new Map<string, Promise<string[] | null>>();

/**
 * The hash sources of the inline scripts in a prerendered page (`/de/contact-us`), or null
 * when the path has no prerendered HTML (a page rendered per request, or `next dev`). Read from
 * the very file the server sends, so the policy cannot drift from the page; once per path and
 * server process, as the files do not change while it runs.
 */
export function prerenderedScriptHashes(internalPath: string): Promise<string[] | null> {
  // `next dev` renders every page per request; a production build's files may lie next to it.
  if (process.env.NODE_ENV === 'development') return Promise.resolve(null);
  // Content slugs are kebab-case: anything else names no file (and no file outside the folder).
  if (!/^(\/[a-z0-9-]+)+$/.test(internalPath)) return Promise.resolve(null);
  let hashes = hashesByPath.get(internalPath);
  if (!hashes) {
    hashes = readFile(join(prerenderedPagesDir, `${internalPath}.html`), 'utf8').then(
      (html) => [...new Set(inlineScriptsOf(html).map(scriptHashSource))],
      () => null,
    );
    hashesByPath.set(internalPath, hashes);
  }
  return hashes;
}
