import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { THEME_STORAGE_KEY } from '@/lib/theme';

import { axeViolations } from './setup/axe';
import { baseURL } from './setup/env';
import { FULL_SPEED, startSlowHtmlFront, unexpectedLayoutShift } from './setup/layout-shift';
import { watchNetwork } from './setup/page-state';
import { gpuRasterLaunchOptions, scrollEveryFrame } from './setup/painting';
import { allPages } from './setup/routes';
import { artifactsDir } from './setup/server';
import { expect, test } from './setup/test';
import deShared from '../../messages/de/shared.json' with { type: 'json' };
import enShared from '../../messages/en/shared.json' with { type: 'json' };

// As on visitors' devices: see `gpuRasterLaunchOptions`.
test.use({ launchOptions: gpuRasterLaunchOptions });

test.describe('themes', () => {
  test('follows the system and can be switched, remembered without a flash', async ({
    newPage,
  }) => {
    const { page } = await newPage({ colorScheme: 'dark' });
    await page.goto('/about/');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    const toggle = page.getByRole('button', { name: enShared.themeToggle }).first();
    // Dark by the system's setting, with no choice stored: the toggle says so.
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const light = await background();
    expect(light).not.toBe(dark);

    // The stored choice applies before the first paint: the head script sets it while parsing.
    const themeAtParse = await page.evaluate(async () => {
      const response = await fetch('/pricing/');
      const html = await response.text();
      return html.indexOf('localStorage.getItem') < html.indexOf('<body');
    });
    expect(themeAtParse).toBe(true);
    await page.goto('/pricing/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await background()).toBe(light);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.context().close();
  });

  test("switches before the page's scripts have arrived", async ({ newPage }) => {
    const { page } = await newPage({ colorScheme: 'light' });
    // No script of the site's own ever arrives: the page stays as its HTML and head script.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto('/de/preise/');
    const toggle = page.getByRole('button', { name: deShared.themeToggle }).first();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle.locator('svg.tabler-icon-sun')).toBeVisible();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The icon shows the theme the page is in.
    await expect(toggle.locator('svg.tabler-icon-moon')).toBeVisible();
    await expect(toggle.locator('svg.tabler-icon-sun')).toBeHidden();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
    expect(
      await page.evaluate(() =>
        Object.keys(document.body).some((key) => key.startsWith('__react')),
      ),
    ).toBe(false);
    await page.context().close();
  });
});

test.describe('a chosen theme', () => {
  // Each template in English: chosen dark, switched to German, chosen light, switched back. The
  // switch renders <html> anew in the browser, and React drops the attributes it did not set.
  test('survives the language switch both ways, on every template, in both themes', async ({
    newPage,
  }) => {
    test.setTimeout(180_000);
    const { page } = await newPage({ colorScheme: 'light' });
    const html = page.locator('html');
    const templates = allPages().filter((page) => page.exists && page.locale === 'en');
    for (const { path } of templates) {
      await page.goto(path);
      for (const [theme, pressed, toggleName] of [
        ['dark', 'true', enShared.themeToggle],
        ['light', 'false', deShared.themeToggle],
      ] as const) {
        await page.getByRole('button', { name: toggleName }).first().click();
        await expect(html, `${path}: ${theme} chosen`).toHaveAttribute('data-theme', theme);
        const before = page.url();
        await page.getByTestId('locale-switcher').click();
        await page.waitForURL((url) => url.href !== before);
        await expect(html, `${page.url()}: ${theme} after the switch`).toHaveAttribute(
          'data-theme',
          theme,
        );
        await expect(
          page.locator('[data-theme-toggle]').first(),
          `${page.url()}: the toggle says ${theme}`,
        ).toHaveAttribute('aria-pressed', pressed);
      }
    }
    await page.context().close();
  });
});

test.describe('pictures in both themes', () => {
  test("hold a first screen's drawing inside the page, in the theme shown", async ({ newPage }) => {
    // The portrait's background, in the light and the dark palette (tooling/art/team.ts).
    const backgrounds = { light: 'rgb(212, 230, 226)', dark: 'rgb(28, 59, 59)' };
    for (const [colorScheme, chosen] of [
      ['light', undefined],
      ['dark', undefined],
      ['light', 'dark'],
      ['dark', 'light'],
    ] as const) {
      const { page } = await newPage({ colorScheme, viewport: { width: 412, height: 823 } });
      if (chosen) {
        await page.addInitScript(([key, theme]) => localStorage.setItem(key, theme), [
          THEME_STORAGE_KEY,
          chosen,
        ] as const);
      }
      const pictureRequests: string[] = [];
      page.on('request', (request) => {
        const url = decodeURIComponent(request.url());
        if (url.includes('/images/team/nadia-keller')) pictureRequests.push(url);
      });
      await page.goto('/team/nadia-keller/');
      const portrait = page.getByRole('img', { name: /^Illustrated portrait of Nadia Keller/ });
      await expect(portrait).toBeVisible();
      expect(await portrait.evaluate((element) => element.tagName)).toBe('svg');
      const background = await portrait
        .locator('rect')
        .first()
        .evaluate((rect) => getComputedStyle(rect).fill);
      const theme = chosen ?? colorScheme;
      expect(background, `${colorScheme} system, ${chosen ?? 'no'} choice`).toBe(
        backgrounds[theme],
      );
      // Nothing to fetch: no preload, no file of the portrait.
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
      expect(pictureRequests).toEqual([]);
      await page.context().close();
    }
  });

  test("a page's prefetches of the pages it links fetch none of their pictures", async ({
    newPage,
  }) => {
    // A stored dark theme on a light system: any light picture fetched is one not shown.
    const { page } = await newPage({ colorScheme: 'light', viewport: { width: 412, height: 823 } });
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    const lightPictures: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).searchParams.get('url');
      if (file?.endsWith('-light.png')) lightPictures.push(file);
    });
    // The tag links below the heading are prefetched once the page has hydrated; each tag's
    // page has a first picture of its own.
    const prefetched = page.waitForResponse(
      (response) =>
        response.url().includes('/blog/tag/') && response.request().headers().rsc === '1',
    );
    const network = watchNetwork(page);
    await page.goto('/blog/');
    await prefetched;
    await network.settled();
    // The page's own first picture is a drawing inside it, and no other is in sight.
    await expect(page.locator('main article').first().getByRole('img').first()).toHaveJSProperty(
      'tagName',
      'svg',
    );
    expect(lightPictures).toEqual([]);
    await page.context().close();
  });
});

test.describe('layout', () => {
  for (const [screen, viewport] of [
    ['a phone', { width: 390, height: 844 }],
    ['a tall screen', { width: 1280, height: 1600 }],
  ] as const) {
    test(`moves nothing while a slow connection delivers a page, on ${screen}`, async ({
      newPage,
    }) => {
      test.setTimeout(600_000);
      // Rows of cards (home, blog, pricing, startups), rows of figures (about), breadcrumbs and a
      // line of facts (a job), a label before its pills (case studies), a text beside a picture (a
      // service), and short pages, where the footer fills the rest of the screen and must not move
      // up as its rows arrive.
      const paths = [
        '/',
        '/de/blog/',
        '/pricing/',
        '/cto-early-stage-startups/',
        '/de/uberuns/',
        '/de/jobs/platform-engineer/',
        '/thank-you/message/',
        '/de/case-studies/',
        '/de/dienstleistungen/web-applications/',
      ];
      // Two slice sizes: where a slice ends decides what is painted before the rest arrives.
      for (const sliceBytes of [1_024, 512]) {
        const front = await startSlowHtmlFront(baseURL(), { sliceBytes, intervalMs: 10 });
        const { page, consoleErrors } = await newPage({ baseURL: front.url, viewport });
        // Counts the frames rendered with part of the page in and the rest still arriving: the test
        // means something only if the browser paints a page before it is complete.
        await page.addInitScript(() => {
          const state = window as unknown as { framesWhileLoading: number };
          state.framesWhileLoading = 0;
          const frame = () => {
            if (document.readyState !== 'loading') return;
            if (document.getElementById('main')) state.framesWhileLoading += 1;
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
        for (const path of paths) {
          // A first visit, at full speed, puts the styles and fonts in the cache, so that the
          // measured visit can paint as soon as the first slices are in, on a busy machine too.
          await page.setExtraHTTPHeaders(FULL_SPEED);
          await page.goto(path);
          await page.setExtraHTTPHeaders({});
          const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
          expect(response?.status(), path).toBe(200);
          const framesWhileLoading = await page.evaluate(
            () => (window as unknown as { framesWhileLoading: number }).framesWhileLoading,
          );
          expect(
            framesWhileLoading,
            `${path} in ${sliceBytes}-byte slices: frames painted while loading`,
          ).toBeGreaterThan(0);
          expect(await unexpectedLayoutShift(page), `${path} in ${sliceBytes}-byte slices`).toBe(0);
        }
        expect(consoleErrors).toEqual([]);
        await page.context().close();
        await front.stop();
      }
    });
  }

  test("sets its text in the visitor's own faces, and loads nothing from another origin", async ({
    newPage,
  }) => {
    const { page } = await newPage();
    const foreign: string[] = [];
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL())) foreign.push(request.url());
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    for (const path of ['/', '/de/blog/postgres-is-enough/', '/team/lea-schmid/', '/de/preise/']) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(family, path).toMatch(/^-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto/);
    }
    expect(foreign).toEqual([]);
    expect(fonts).toEqual([]);
    expect(await page.evaluate(() => document.fonts.size)).toBe(0);
    await page.context().close();
  });
});

test.describe('case study filters', () => {
  test('work without JavaScript, through real URLs', async ({ newPage }) => {
    const { page } = await newPage({ javaScriptEnabled: false });
    await page.goto('/case-studies/');
    const all = await page.locator('main article').count();
    await page.getByRole('link', { name: 'Energy' }).click();
    await expect(page).toHaveURL(`${baseURL()}/case-studies/industry/energy/`);
    const filtered = await page.locator('main article').count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    await expect(page.getByRole('link', { name: 'Energy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: 'Show all case studies' }).click();
    await expect(page).toHaveURL(`${baseURL()}/case-studies/`);
    await expect(page.locator('main article')).toHaveCount(all);
    await expect(page.getByRole('link', { name: 'Show all case studies' })).toHaveCount(0);
    await page.context().close();
  });
});

test.describe('blog', () => {
  test('lists newest first across pages with real URLs', async ({ newPage }) => {
    const { page } = await newPage();
    await page.goto('/blog/');
    const firstPage = await page
      .locator('main article time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(firstPage).toEqual([...firstPage].sort().reverse());
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(`${baseURL()}/blog/page/2/`);
    const secondPage = await page
      .locator('main article time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage[0]! <= firstPage.at(-1)!).toBe(true);
    await page.context().close();
  });

  test('shows reading time, author, table of contents and neighbours on a post', async ({
    newPage,
  }) => {
    const { page } = await newPage();
    await page.goto('/de/blog/postgres-is-enough/');
    await expect(page.getByText(/Min\. Lesezeit/).first()).toBeVisible();
    const tocLinks = page.getByRole('navigation', { name: 'Auf dieser Seite' }).getByRole('link');
    expect(await tocLinks.count()).toBeGreaterThan(2);
    const anchor = await tocLinks.first().getAttribute('href');
    await expect(page.locator(`${anchor}`)).toHaveCount(1);
    await page.getByRole('link', { name: 'Aylin Demir' }).first().click();
    await page.waitForURL(`${baseURL()}/de/team/aylin-demir/`);
    await page.context().close();
  });
});

test.describe('every template as a visitor sees it', () => {
  const templates = allPages().filter((page) => page.exists);
  const screenshots = join(artifactsDir, 'screenshots');

  // Each theme at one width: the layout is the same in both themes, and each theme's pictures
  // load at one of the two widths. axe-core checks the wide view in both themes.
  const views = [
    { width: 375, colorScheme: 'dark', axeThemes: [] },
    { width: 1440, colorScheme: 'light', axeThemes: ['light', 'dark'] },
  ] as const;

  // One test per template, so that a failure names its template; each check names its view.
  // One page shows both views: it loads at a phone's width, as a visitor's phone opens it, and is
  // then widened to a desktop's window in the other theme. Layout, pictures and colours follow
  // the window's width and the system's theme as they change (CSS and `srcset`; no script reads
  // either), so the second view shows what a fresh load shows, without loading it again.
  for (const { path, pathname, locale } of templates) {
    test(`${path}: every picture loads, and no button, pill or badge wraps inside itself, dark at 375 px and light at 1440 px; axe-core finds nothing at 1440 px, light or dark; no horizontal scroll from 320 to 1920 px`, async ({
      newPage,
    }) => {
      test.setTimeout(120_000);
      mkdirSync(screenshots, { recursive: true });
      const wrapped: string[] = [];
      const [first] = views;
      const { page } = await newPage({
        viewport: { width: first.width, height: 900 },
        colorScheme: first.colorScheme,
      });
      await page.goto(path);
      for (const { width, colorScheme, axeThemes } of views) {
        const view = `${width} px, ${colorScheme}`;
        await page.setViewportSize({ width, height: 900 });
        await showTheme(page, colorScheme);
        // Scrolled through as a visitor would, so that its lazy pictures load.
        expect(await scrollEveryFrame(page), `${view}: every frame drawn`).toBeNull();
        // Every picture shown must have loaded.
        await page.waitForFunction(
          () =>
            [...document.images]
              .filter((image) => image.offsetParent !== null)
              .every((image) => image.complete),
          undefined,
          { timeout: 30_000, polling: 100 },
        );
        const broken = await page.evaluate(() =>
          [...document.images]
            .filter((image) => image.offsetParent !== null && image.naturalWidth === 0)
            .map((image) => image.currentSrc || image.src),
        );
        expect(broken, `${view}: pictures that did not load`).toEqual([]);
        expect(await horizontalOverflow(page), `${view}: horizontal scroll`).toBe(0);
        const name = `${locale}${pathname.replace(/[[\]]/g, '').replaceAll('/', '-') || '-home'}`;
        await page.screenshot({
          path: join(screenshots, `${name}-${width}-${colorScheme}.png`),
          fullPage: true,
        });
        const found = await page.evaluate(() => {
          // Lines of visible text: the tops of the text's boxes, 8 px apart at least (text of
          // two sizes on one line starts at slightly different heights). Text hidden for all but
          // screen readers is 1 px wide and does not count.
          const lines = (element: Element) => {
            const tops: number[] = [];
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const parent = node.parentElement!.getBoundingClientRect();
              if (parent.width <= 1 || parent.height <= 1 || !node.textContent?.trim()) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) if (rect.width > 1) tops.push(rect.top);
            }
            tops.sort((a, b) => a - b);
            return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 8).length;
          };
          const controls = document.querySelectorAll(
            'button, a[class*="rounded-full"], [data-badge], [class*="rounded-full"][class*="px-"]',
          );
          // A button drawn as a plain link (the footer's privacy settings) wraps like the links
          // beside it; a control with a background or a border does not.
          const drawnAsControl = (element: Element) => {
            const style = getComputedStyle(element);
            return (
              style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0
            );
          };
          return [...controls]
            .filter((element) => (element as HTMLElement).offsetParent !== null)
            .filter(drawnAsControl)
            .filter((element) => element.textContent?.trim())
            .filter((element) => lines(element) > 1)
            .map((element) => element.textContent!.trim().replace(/\s+/g, ' '));
        });
        wrapped.push(...found.map((text) => `${view}: "${text}"`));
        // axe-core's WCAG 2.2 AA rules, with every picture in; quality.test.ts checks the pages
        // that are not templates (the not-found page, a post's highlighted code).
        for (const theme of axeThemes) {
          await showTheme(page, theme);
          expect(await axeViolations(page), `${width} px, ${theme}: axe-core`).toEqual([]);
        }
      }
      expect(wrapped).toEqual([]);
      // No horizontal scroll at these widths either, from a small phone's to a wide screen's.
      for (const width of [320, 768, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await horizontalOverflow(page), `${width} px: horizontal scroll`).toBe(0);
      }
    });
  }
});

/** How far the page reaches beyond the window's width, in CSS pixels: 0 without horizontal scroll. */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Switches the system's theme and waits until the page shows it: colours fade (CSS transitions),
 * and what is measured halfway through a fade is neither theme's.
 */
async function showTheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
