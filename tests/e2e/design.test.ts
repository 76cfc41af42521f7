import { describe, expect, it } from 'vitest';

import { baseURL, newPage } from './setup/browser';
import { allPages } from './setup/routes';
import enShared from '../../messages/en/shared.json';

describe('themes', () => {
  it('follows the system and can be switched, remembered without a flash', async () => {
    const { page } = await newPage({ colorScheme: 'dark' });
    await page.goto('/about/');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    await page.getByRole('button', { name: enShared.themeToggle }).first().click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
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
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    expect(await background()).toBe(light);
    await page.context().close();
  });
});

describe('layout', () => {
  const templates = allPages().filter((page) => page.exists);

  it.each([320, 768, 1920])('has no horizontal scroll at %i px on any template', async (width) => {
    const { page } = await newPage({ viewport: { width, height: 900 } });
    for (const { path } of templates) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBe(0);
    }
    await page.context().close();
  });

  it('loads fonts from the site itself, and nothing from another origin', async () => {
    const { page } = await newPage();
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL())) foreign.push(request.url());
    });
    for (const path of ['/', '/de/blog/postgres-is-enough/', '/team/lea-schmid/', '/de/preise/']) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
    }
    expect(foreign).toEqual([]);
    const fonts = await page.evaluate(() =>
      [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family),
    );
    expect(fonts.length).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('case study filters', () => {
  it('work without JavaScript, through real URLs', async () => {
    const { page } = await newPage({ javaScriptEnabled: false });
    await page.goto('/case-studies/');
    const all = await page.locator('main article').count();
    await page.getByRole('link', { name: 'Energy' }).click();
    expect(page.url()).toBe(`${baseURL()}/case-studies/industry/energy/`);
    const filtered = await page.locator('main article').count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    expect(await page.getByRole('link', { name: 'Energy' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.context().close();
  });
});

describe('blog', () => {
  it('lists newest first across pages with real URLs', async () => {
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

  it('shows reading time, author, table of contents and neighbours on a post', async () => {
    const { page } = await newPage();
    await page.goto('/de/blog/postgres-is-enough/');
    expect(
      await page
        .getByText(/Min\. Lesezeit/)
        .first()
        .isVisible(),
    ).toBe(true);
    const tocLinks = page.getByRole('navigation', { name: 'Auf dieser Seite' }).getByRole('link');
    expect(await tocLinks.count()).toBeGreaterThan(2);
    const anchor = await tocLinks.first().getAttribute('href');
    expect(await page.locator(`${anchor}`).count()).toBe(1);
    await page.getByRole('link', { name: 'Aylin Demir' }).first().click();
    await page.waitForURL(`${baseURL()}/de/team/aylin-demir/`);
    await page.context().close();
  });
});
