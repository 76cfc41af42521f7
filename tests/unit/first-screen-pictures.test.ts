import { describe, expect, it } from 'vitest';

import { preloadFirstScreenPictures } from '../../scripts/lib/first-screen-pictures.mjs';

const image = (variant: string) => `/_next/image/?url=%2Fimages%2Fteam%2Fnadia-${variant}.png`;

/** A team member's page as Next writes it: the portrait's two variants, both marked. */
const page = [
  '<!DOCTYPE html><html lang="de-CH"><head><meta charSet="utf-8"/>',
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
  '<title>Nadia</title></head><body><main>',
  ...(['light', 'dark'] as const).map(
    (variant) =>
      `<img alt="Porträt" loading="lazy" width="240" height="240" ` +
      `srcSet="${image(variant)}&amp;w=384 1x, ${image(variant)}&amp;w=480 2x" ` +
      `src="${image(variant)}&amp;w=480" class="rounded-full" ` +
      `data-preload-media="(prefers-color-scheme: ${variant})"/>`,
  ),
  `<img alt="" loading="lazy" sizes="100vw" srcSet="${image('other')}&amp;w=640 640w" src="${image('other')}&amp;w=640"/>`,
  '</main></body></html>',
].join('');

describe('preloadFirstScreenPictures', () => {
  const preloaded = preloadFirstScreenPictures(page);
  const head = preloaded.slice(0, preloaded.indexOf('</head>'));

  it('preloads each marked variant from the head, for the colour scheme that shows it', () => {
    const links = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([link]) => link);
    expect(links).toEqual(
      (['light', 'dark'] as const).map(
        (variant) =>
          `<link rel="preload" as="image" href="${image(variant)}&amp;w=480" ` +
          `imagesrcset="${image(variant)}&amp;w=384 1x, ${image(variant)}&amp;w=480 2x" ` +
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
    const links = preloadFirstScreenPictures(card).match(/<link [^>]*>/g);
    expect(links).toHaveLength(1);
    expect(links?.[0]).toContain(' imagesizes="(min-width: 768px) 50vw, 100vw"');
    expect(preloaded.slice(preloaded.indexOf('</head>'))).toBe(page.slice(page.indexOf('</head>')));
    expect(head).not.toContain('other');
  });

  it('leaves a page without marked pictures as it is', () => {
    const plain = page.replaceAll(/ data-preload-media="[^"]*"/g, '');
    expect(preloadFirstScreenPictures(plain)).toBe(plain);
  });
});
