/**
 * `npm run images`: draws the site's pictures and writes, for each entry and each theme,
 * - the vector master, `tooling/art/<collection>/<slug>-<theme>.svg`, and
 * - the PNG master the site serves through next/image, `public/images/<collection>/<slug>-<theme>.png`;
 * and for each entry one SVG for both themes, `public/images/<collection>/<slug>.svg`, that a page
 * holds where the drawing is its first screen, with its colours in `src/app/drawings.css`.
 * Covers and mock-ups come from the drawings in `tooling/art/*.ts`; team portraits from DiceBear
 * (`tooling/art/team.ts`), seeded by the person's folder name. All are committed: the build only checks
 * that they exist (src/content/load.ts).
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import { blogArt } from './art/blog';
import { caseStudyArt } from './art/case-studies';
import { palettes, type Palette, type Theme } from './art/kit';
import { serviceArt } from './art/services';
import { AVATAR_SIZE, avatar } from './art/team';
import { ThemedValues, themeNeutral } from './art/theme-neutral';
import { parseCommandLine } from '../scripts/lib/command-line.mjs';

const root = join(import.meta.dirname, '..');
const artFolder = join(import.meta.dirname, 'art');
const { positionals, fail } = parseCommandLine({
  usage: `Usage: npm run images -- [TEXT]

Draws the site's pictures, for each entry and in the light and the dark theme: the SVG master in
tooling/art/<collection>/ and the PNG the site serves in public/images/<collection>/; and for
each entry one SVG for both themes beside the PNGs, whose colours src/app/drawings.css gives, for
the pages that hold the drawing itself. Covers and mock-ups come from the drawings in
tooling/art/*.ts, team portraits from DiceBear, seeded by the person's folder name. Run it after
changing a drawing or adding an entry, and commit the files.
Exits with 1 when an entry has no drawing or a drawing has no entry.

Arguments:
  TEXT         redraw only the entries whose <collection>/<slug> contains TEXT, e.g. blog/ or
               team/nadia-keller (default: every entry); the SVGs and the stylesheet are
               written for every entry all the same

Options:
  -h, --help   print this text
`,
  allowPositionals: true,
});
if (positionals.length > 1) fail('Give at most one TEXT');
const only = positionals[0];

type Drawings = Record<string, (palette: Palette) => string>;

/** Each illustrated collection: its drawings, by the entry's folder name. */
const collections: Record<string, Drawings> = {
  'case-studies': caseStudyArt,
  services: serviceArt,
  blog: blogArt,
  team: Object.fromEntries(
    entries('team').map((slug) => [slug, (palette: Palette) => avatar(slug, palette)]),
  ),
};

function entries(collection: string): string[] {
  return readdirSync(join(root, 'content', collection), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

type Folders = { art: string; public: string };

/** Writes the vector master of `svg`, and the PNG the site serves unless `only` leaves it out. */
async function render(
  folders: Folders,
  collection: string,
  slug: string,
  theme: Theme,
  svg: string,
) {
  const name = `${slug}-${theme}`;
  writeFileSync(join(folders.art, `${name}.svg`), svg);
  if (only && !`${collection}/${slug}`.includes(only)) return;
  const size = collection === 'team' ? { width: AVATAR_SIZE, height: AVATAR_SIZE } : {};
  const out = join(folders.public, `${name}.png`);
  // A 256-colour palette keeps flat artwork at a fraction of the size, without visible loss.
  const info = await sharp(Buffer.from(svg))
    .resize(size.width, size.height)
    .png({ palette: true, compressionLevel: 9, effort: 10 })
    .toFile(out);
  console.log(
    `${collection}/${name}.png  ${info.width}×${info.height}  ${(info.size / 1024).toFixed(0)} KiB`,
  );
}

const problems: string[] = [];
const values = new ThemedValues();
for (const [collection, drawings] of Object.entries(collections)) {
  const slugs = entries(collection);
  for (const slug of slugs) {
    if (!drawings[slug]) problems.push(`content/${collection}/${slug}: no drawing in tooling/art/`);
  }
  for (const slug of Object.keys(drawings)) {
    if (!slugs.includes(slug))
      problems.push(`tooling/art/: a drawing for ${collection}/${slug}, which has no entry`);
  }
  const folders = {
    art: join(artFolder, collection),
    public: join(root, 'public', 'images', collection),
  };
  for (const folder of Object.values(folders)) mkdirSync(folder, { recursive: true });
  for (const [slug, draw] of Object.entries(drawings)) {
    const [light, dark] = [draw(palettes.light), draw(palettes.dark)];
    await render(folders, collection, slug, 'light', light);
    await render(folders, collection, slug, 'dark', dark);
    const neutral = themeNeutral(light, dark, values, `${collection}-${slug}-`);
    writeFileSync(join(folders.public, `${slug}.svg`), neutral);
  }
}
writeFileSync(join(root, 'src', 'app', 'drawings.css'), values.css());
console.log(`src/app/drawings.css  the drawings' colours for both themes`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
