import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The file `npm run build` writes into `.next` once the steps after `next build` are done
 * (scripts/lib/build.mjs): the prerendered pages rewritten, the scripts compressed.
 */
export const FINISHED_BUILD_MARKER = 'source-fingerprint';

/**
 * Refuses to serve a build made by a plain `next build`: its pages would go out without the
 * steps after it, slower and with the stylesheet twice, and nothing else would say so.
 */
export function assertFinishedBuild(distDir: string): void {
  if (existsSync(/*turbopackIgnore: true*/ join(distDir, FINISHED_BUILD_MARKER))) return;
  throw new Error(
    `${distDir} was built by a plain \`next build\`, without the steps the site needs after it. ` +
      'Build with `npm run build`; then serve with `npm start` (or `next start`).',
  );
}
