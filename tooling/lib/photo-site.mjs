import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { syntheticPhoto } from './synthetic-photo.mjs';
import { copySite } from '../../tests/support/site-copy.mjs';

/** The collections whose entries take an uploaded photo, and the shape the bench gives it. */
const PHOTO_SHAPES = {
  blog: [1600, 1000],
  services: [1600, 1000],
  'case-studies': [1600, 1000],
  team: [1200, 1200],
};

/**
 * The site as it is once editors have uploaded a photo for every post, service, case study and
 * team member (camera-sized, photo-like pictures in place of the drawings), built for production
 * at `root`.
 *
 * @param {string} root inside the project (see `copySite`)
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function buildPhotoSite(root, { log = console.log } = {}) {
  copySite(root);
  let seed = 1;
  for (const [collection, [width, height]] of Object.entries(PHOTO_SHAPES)) {
    const photo = await syntheticPhoto(width, height, seed++);
    for (const slug of readdirSync(join(root, 'content', collection))) {
      const meta = join(root, 'content', collection, slug, 'index.yaml');
      const src = `/images/${collection}/${slug}/photo/light.jpg`;
      const yaml = readFileSync(meta, 'utf8');
      if (!yaml.includes('\nphoto: {}\n')) throw new Error(`${meta}: no empty photo to fill`);
      writeFileSync(meta, yaml.replace('\nphoto: {}\n', `\nphoto:\n  light: ${src}\n`));
      mkdirSync(join(root, 'public', src, '..'), { recursive: true });
      writeFileSync(join(root, 'public', src), photo);
    }
  }
  log(`Building the site with photos in ${root}`);
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) {
    throw new Error(`the build with photos failed:\n${build.stdout}\n${build.stderr}`);
  }
}
