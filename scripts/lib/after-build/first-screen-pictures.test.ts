import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  bringFirstScreenPicturesForward,
  firstScreenInlines,
  phoneCandidate,
} from './first-screen-pictures.mjs';
import { phonePhoto } from '../../../tests/fixtures/phone-photo';

const image = (variant: string) => `/_next/image/?url=%2Fimages%2Fteam%2Fnadia-${variant}.png`;
const portraitSrcset = (file: string) => `${file}&amp;w=384 1x, ${file}&amp;w=480 2x`;

/** A team member's page as Next writes it: the portrait's two variants, both marked. */
const page = [
  '<!DOCTYPE html><html lang="de-CH"><head><meta charSet="utf-8"/>',
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
  '<title>Nadia</title></head><body><main>',
  ...(['light', 'dark'] as const).map(
    (variant) =>
      `<img alt="Porträt" loading="lazy" width="240" height="240" ` +
      `srcSet="${portraitSrcset(image(variant))}" ` +
      `src="${image(variant)}&amp;w=480" class="rounded-full" ` +
      `data-preload-media="(prefers-color-scheme: ${variant})"/>`,
  ),
  `<img alt="" loading="lazy" sizes="100vw" srcSet="${image('other')}&amp;w=640 640w" src="${image('other')}&amp;w=640"/>`,
  '</main></body></html>',
].join('');

const cardSizes =
  '(min-width: 1152px) 288px, (min-width: 1024px) calc(33vw - 5rem), ' +
  '(min-width: 768px) calc(50vw - 6rem), calc(100vw - 5rem)';
const cardSrcset = (file: string) =>
  [384, 480, 640, 960, 1280, 1600].map((width) => `${file}&amp;w=${width}&amp;q=75 ${width}w`);

describe('bringFirstScreenPicturesForward, pictures with two variants', () => {
  const preloaded = bringFirstScreenPicturesForward(page);
  const head = preloaded.slice(0, preloaded.indexOf('</head>'));

  it('preloads each marked variant from the head, for the colour scheme that shows it', () => {
    const links = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([link]) => link);
    expect(links).toEqual(
      (['light', 'dark'] as const).map(
        (variant) =>
          `<link rel="preload" as="image" href="${image(variant)}&amp;w=480" ` +
          `imagesrcset="${portraitSrcset(image(variant))}" ` +
          `fetchpriority="high" media="(prefers-color-scheme: ${variant})"/>`,
      ),
    );
    // After the viewport, so the charset stays where the browser looks for it.
    expect(head.indexOf('<link')).toBeGreaterThan(head.indexOf('name="viewport"'));
  });

  it('carries a list picture’s sizes, and leaves unmarked pictures and the body alone', () => {
    const card = page
      .replace('width="240" height="240" ', 'sizes="(min-width: 768px) 50vw, 100vw" ')
      .replace(/data-preload-media="\(prefers-color-scheme: dark\)"/, '');
    const links = bringFirstScreenPicturesForward(card).match(/<link [^>]*>/g);
    expect(links).toHaveLength(1);
    expect(links?.[0]).toContain(' imagesizes="(min-width: 768px) 50vw, 100vw"');
    expect(preloaded.slice(preloaded.indexOf('</head>'))).toBe(page.slice(page.indexOf('</head>')));
    expect(head).not.toContain('other');
  });

  it('leaves a page without marked pictures as it is', () => {
    const plain = page.replaceAll(/ data-preload-media="[^"]*"/g, '');
    expect(bringFirstScreenPicturesForward(plain)).toBe(plain);
  });
});

describe('phoneCandidate', () => {
  const card = { media: 'all', tag: '', src: '', sizes: cardSizes };

  it('takes what Chromium takes: the 2x portrait, and the card file for the slot at the density', () => {
    const portrait = { ...card, sizes: undefined, srcset: portraitSrcset('/p') };
    expect(phoneCandidate(portrait)).toBe('/p&amp;w=480');
    const srcset = cardSrcset('/c').join(', ');
    // 412 px wide: a card of 332 px; 1.75 × 332 = 581 px, nearer 640 than 960 by Blink's mean.
    expect(phoneCandidate({ ...card, srcset })).toBe('/c&amp;w=640&amp;q=75');
    expect(phoneCandidate({ ...card, srcset }, { width: 390, density: 3 })).toBe(
      '/c&amp;w=960&amp;q=75',
    );
    // Three columns on a laptop: calc(33vw - 5rem) at 1100 px is 283 px.
    expect(phoneCandidate({ ...card, srcset }, { width: 1100, density: 1 })).toBe(
      '/c&amp;w=384&amp;q=75',
    );
  });

  it('refuses a size it cannot work out, naming it', () => {
    const srcset = cardSrcset('/c').join(', ');
    expect(() => phoneCandidate({ ...card, srcset, sizes: 'min(100vw, 40em)' })).toThrow(
      /unsupported size: min\(100vw, 40em\)/,
    );
  });
});

describe('firstScreenInlines and a photo', () => {
  const publicDir = mkdtempSync(join(tmpdir(), 'public-'));
  const photoUrl = (name: string) => `/_next/image/?url=%2Fimages%2Fblog%2F${name}.jpg`;
  const photoCard = (name: string) =>
    `<img alt="A photo" loading="lazy" sizes="${cardSizes}" ` +
    `srcSet="${cardSrcset(photoUrl(name)).join(', ')}" src="${photoUrl(name)}&amp;w=1600&amp;q=75" ` +
    `data-preload-media="all"/>`;
  const photoPage = (name: string) =>
    page.replace(/<main>.*<\/main>/, `<main>${photoCard(name)}</main>`);

  beforeAll(async () => {
    mkdirSync(join(publicDir, 'images', 'blog'), { recursive: true });
    writeFileSync(join(publicDir, 'images', 'blog', 'calm.jpg'), await phonePhoto(1600, 1000));
    // Noise: no encoder makes it small.
    const noise = await sharp({
      create: {
        width: 1600,
        height: 1000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 90 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    writeFileSync(join(publicDir, 'images', 'blog', 'noise.jpg'), noise);
  });

  it('puts the phone’s file into the document as WebP, upright, with no preload', async () => {
    const html = photoPage('calm');
    const inlines = firstScreenInlines([{ file: 'blog.html', html }], publicDir);
    const candidate = `${photoUrl('calm')}&amp;w=640&amp;q=75`;
    expect([...inlines.keys()]).toEqual([candidate]);
    const dataUrl = inlines.get(candidate) ?? '';
    expect(dataUrl).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    const webp = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
    // The phone photo lies on its side (EXIF orientation 6): 1600 × 1000 turned is 1000 × 1600.
    expect(await sharp(webp).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 1024,
    });

    const forward = bringFirstScreenPicturesForward(html, inlines);
    expect(forward).not.toContain('rel="preload"');
    expect(forward).toContain(`${dataUrl} 640w, ${photoUrl('calm')}&amp;w=960&amp;q=75 960w`);
    expect(forward).toContain('<img alt="A photo" fetchPriority="high" sizes=');
    // The other candidates and the fallback stay for the screens that take them.
    expect(forward).toContain(` src="${photoUrl('calm')}&amp;w=1600&amp;q=75"`);
  });

  it('preloads a photo too large to carry instead', () => {
    const html = photoPage('noise');
    const inlines = firstScreenInlines([{ file: 'blog.html', html }], publicDir);
    expect(inlines.size).toBe(0);
    const forward = bringFirstScreenPicturesForward(html, inlines);
    expect(forward).toContain(`<link rel="preload" as="image" href="${photoUrl('noise')}`);
    expect(forward).not.toContain(' media="all"');
  });

  it('refuses a picture from outside the public pictures', () => {
    const html = photoPage('calm').replaceAll('%2Fimages%2Fblog%2F', '%2F..%2F..%2Fetc%2F');
    expect(() => firstScreenInlines([{ file: 'blog.html', html }], publicDir)).toThrow(
      /^blog\.html: a first-screen picture from outside public\/images\//,
    );
  });
});
