// The build refuses other versions than those its readers of Next's internals were verified with
// (docs/architecture.md, "Upgrading Next or React").
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

function before(/** @type {string} */ a, /** @type {string} */ b) {
  const [x, y] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index++) {
    if ((x[index] ?? 0) !== (y[index] ?? 0)) return (x[index] ?? 0) < (y[index] ?? 0);
  }
  return false;
}

/** @param {(name: string) => string} installed the installed version of a package */
export function unverifiedFramework(installed) {
  return Object.entries(VERIFIED).flatMap(([name, range]) => {
    const version = installed(name);
    // A pre-release (a canary) is never taken as verified.
    return version.includes('-') || before(version, range.from) || !before(version, range.below)
      ? [`${name} ${version} is outside ${range.from} up to (not including) ${range.below}`]
      : [];
  });
}

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
