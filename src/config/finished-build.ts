import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Written into `.next` once the steps after `next build` are done (scripts/lib/build.mjs). */
export const FINISHED_BUILD_MARKER = 'source-fingerprint';

/** Without the steps after `next build`, pages go out slower, and nothing else would say so. */
export function assertFinishedBuild(distDir: string): void {
  if (existsSync(/*turbopackIgnore: true*/ join(distDir, FINISHED_BUILD_MARKER))) return;
  throw new Error(
    `${distDir} was built by a plain \`next build\`, without the steps the site needs after it. ` +
      'Build with `npm run build`; then serve with `npm start` (or `next start`).',
  );
}
