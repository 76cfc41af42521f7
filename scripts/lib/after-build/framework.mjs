/**
 * The Next and React versions the build's rewrite of Next's output was verified with; the build
 * refuses any other (docs/architecture.md, "Upgrading Next or React").
 *
 * What each step relies on, and the upstream change whose release would retire it:
 * - `stylesheet-copy.mjs`: with `experimental.inlineCss`, Next writes the stylesheet's
 *   `<style data-precedence data-href>` into the head and again into the page's payload, the
 *   `self.__next_f.push([1,"…"])` scripts, as a React Flight text row (`<id>:T<hex length>,`)
 *   referenced by `["$","style",…,{"href":…,"children":"$<id>"}]`; rows with the tags in
 *   `LENGTH_PREFIXED_TAGS` are length-prefixed. Retired by vercel/next.js#95141.
 * - `first-screen-pictures.mjs`: React writes an image's attributes as `src`, `srcSet`, `sizes`
 *   and `loading="lazy"`, and the head holds `<meta name="viewport">`. Needed while a preload
 *   made with `ReactDOM.preload` (or next/image's `priority`) travels in the payload, where
 *   a prefetch of a linked page applies it to the page on screen (vercel/next.js#62892 is the
 *   open change to how prefetches treat image preloads).
 * - `page-scripts.mjs`, `compile-hints.mjs`: a page loads its framework scripts as
 *   `<script src="/_next/static/….js?dpl=…" async>`, files of `.next/static/`.
 * - `precompressed-assets.mjs`: the build's files live in `.next/static/` and Next serves them
 *   with `public, max-age=31536000, immutable`. Retired when Next serves precompressed files.
 * - Outside this folder, `src/server/publishing/served-page.ts` finds a page Next has rendered
 *   anew (after a publish) under `.next/server/route-cache/APP_PAGE/<hash>/$<path>.html`, which
 *   it then sends in place of the build's `.next/server/app/<path>.html`, and
 *   `src/server/security/prerendered-script-hashes.ts` reads the inline scripts of that file.
 * - Outside this folder, `src/content/drafts-shown.ts` reads whether a render is in draft mode
 *   from Next's work store (`isDraftMode` of `work-async-storage.external`), as the content's
 *   readers are synchronous; the preview's test fails when it no longer says so.
 * - Outside this folder, `src/features/forms/action-request.ts` admits only the two request
 *   shapes React sends for a form's action, because Next answers 500 to a body it cannot decode
 *   (vercel/next.js#86945).
 */
import { createRequire } from 'node:module';

/** Each package: the first version verified, and the first one not verified. */
export const VERIFIED = {
  next: { from: '16.4.6', below: '16.5.0' },
  react: { from: '19.3.1', below: '19.4.0' },
  'react-dom': { from: '19.3.1', below: '19.4.0' },
};

const parts = (/** @type {string} */ version) =>
  version
    .split(/[.+-]/)
    .slice(0, 3)
    .map((part) => Number.parseInt(part, 10));

/** Whether version `a` comes before `b` by major, minor and patch. */
function before(/** @type {string} */ a, /** @type {string} */ b) {
  const [x, y] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index++) {
    if ((x[index] ?? 0) !== (y[index] ?? 0)) return (x[index] ?? 0) < (y[index] ?? 0);
  }
  return false;
}

/**
 * The packages installed outside their verified range, each as a sentence; empty when all fit.
 *
 * @param {(name: string) => string} installed the installed version of a package
 */
export function unverifiedFramework(installed) {
  return Object.entries(VERIFIED).flatMap(([name, range]) => {
    const version = installed(name);
    // A pre-release (a canary) is never taken as verified.
    return version.includes('-') || before(version, range.from) || !before(version, range.below)
      ? [`${name} ${version} is outside ${range.from} up to (not including) ${range.below}`]
      : [];
  });
}

/** Stops the build when Next or React is not a version the rewrite was verified with. */
export function assertVerifiedFramework(/** @type {string} */ projectRoot) {
  const require = createRequire(`${projectRoot}/package.json`);
  const problems = unverifiedFramework(
    (name) => /** @type {{ version: string }} */ (require(`${name}/package.json`)).version,
  );
  if (problems.length === 0) return;
  throw new Error(
    `The build rewrites Next's output and was last verified with other versions: ` +
      `${problems.join('; ')}. Verify the new versions as docs/architecture.md describes ` +
      `("Upgrading Next or React"), then widen VERIFIED in scripts/lib/after-build/framework.mjs.`,
  );
}
