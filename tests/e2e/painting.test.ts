import { gpuRasterLaunchOptions, scrollEveryFrame } from './setup/painting';
import { expect, test } from './setup/test';

/**
 * A page opened fresh and flicked through at once draws every frame to its end. The pages most at
 * risk are the long ones that hydrate the most (docs/performance-log.md, "Scripts in the head"): a
 * form, the pricing table, the filters, a long post.
 */
const pagesAtRisk = [
  '/pricing/',
  '/de/preise/',
  '/contact-us/',
  '/de/uberuns/',
  '/de/case-studies/',
  '/blog/choosing-a-software-partner/',
];
const views = [
  { width: 375, colorScheme: 'light' },
  { width: 1440, colorScheme: 'dark' },
] as const;
const FRESH_VIEWS_PER_PAGE = 8;

// As on visitors' devices: see `gpuRasterLaunchOptions`.
test.use({ launchOptions: gpuRasterLaunchOptions });

test.describe('fresh views', () => {
  for (const path of pagesAtRisk) {
    test(`${path} draws every frame while it is scrolled right after loading, in ${FRESH_VIEWS_PER_PAGE} fresh views`, async ({
      newPage,
    }) => {
      test.setTimeout(180_000);
      for (let index = 0; index < FRESH_VIEWS_PER_PAGE; index++) {
        const { width, colorScheme } = views[index % views.length]!;
        const { page } = await newPage({ viewport: { width, height: 900 }, colorScheme });
        await page.goto(path);
        const view = `view ${index + 1}, ${width} px, ${colorScheme}`;
        expect(await scrollEveryFrame(page), `${view}: every frame drawn`).toBeNull();
        await page.context().close();
      }
    });
  }
});
