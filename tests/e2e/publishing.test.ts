import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from '@playwright/test';
import { parse as parseYaml } from 'yaml';

import { recordCspViolations } from './setup/csp';
import { writeEntry } from './setup/editor-form';
import { editorSessions } from './setup/editor-session';
import { copyCheckoutWithBuild, startCopiedSite } from './setup/editor-site';
import { effectsRan } from './setup/page-state';
import { artifactsDir, type RunningServer } from './setup/server';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import { dropInlinedStylesheetCopies } from '../../scripts/lib/after-build/stylesheet-copy.mjs';
import { locales, type Locale } from '../../src/i18n/locales';
import { feedPath, localizedPath } from '../../src/routes/paths';

/**
 * Publishing on the live site: an editor's save on a production server with `EDITORS` is on
 * every page that shows it within the 30 seconds, and a page rendered anew keeps what
 * the build gives a page (its script hashes, the first screen's picture, one stylesheet,
 * compression, the security headers).
 */

test.describe.configure({ mode: 'serial' });

/** What the issue allows between Publish and the change on every page. */
const LIVE_WITHIN_MS = 30_000;

const editor = 'editor@example.ch';

let root: string;
let dataDir: string;
let site: RunningServer;

const { signInOverHttp, signedInBrowser } = editorSessions(() => ({
  baseURL: site.baseURL,
  dataDirs: [dataDir],
}));

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  root = copyCheckoutWithBuild('publishing');
  dataDir = mkdtempSync(join(tmpdir(), 'site-publishing-'));
  site = await startCopiedSite(root, 'publishing', {
    EDITORS: editor,
    DATA_DIR: dataDir,
    OUTBOX_POLL_MS: '200',
    // The tests tell their clients apart by the address a proxy would name.
    TRUST_PROXY_HOPS: '1',
  });
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type PostFacts = { slug: string; author: string; tags: string[]; publishedAt: string };

/** The newest published post of the checkout, which every list shows first. */
function newestPost(): PostFacts {
  const folder = join(root, 'content', 'blog');
  return readdirSync(folder)
    .map((slug) => {
      const meta = parseYaml(readFileSync(join(folder, slug, 'index.yaml'), 'utf8')) as {
        author: string;
        tags: string[];
        publishedAt: string;
        draft?: boolean;
      };
      return { slug, ...meta };
    })
    .filter((post) => !post.draft)
    .sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)))[0]!;
}

/** Every page and file that shows a post's title, in one language. */
function pagesShowing(post: PostFacts, locale: Locale): string[] {
  return [
    localizedPath('/blog/[slug]', locale, { slug: post.slug }),
    localizedPath('/blog', locale),
    ...post.tags.map((tag) => localizedPath('/blog/tag/[tag]', locale, { tag })),
    localizedPath('/team/[teamMember]', locale, { teamMember: post.author }),
    feedPath(locale),
  ];
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.baseURL}${path}`, { headers });

/** The drawings a page holds itself (`InlineDrawing`), by their alt text. */
const inlineDrawings = (html: string) =>
  [...html.matchAll(/<svg [^>]*role="img" aria-label="([^"]+)"/g)].map(([, alt]) => alt);

const translated = (page: Page, field: string, language: 'English' | 'Deutsch') =>
  page.getByRole('group', { name: field, exact: true }).getByRole('textbox', { name: language });

test('a changed post is live on every page that shows it, in both languages, within 30 s', async ({
  browser,
}) => {
  test.setTimeout(3 * 60_000);
  const post = newestPost();
  const titles = { en: 'Deployments nobody notices', de: 'Deployments, die niemand bemerkt' };
  const builtList = await (await get(localizedPath('/blog', 'en'))).text();

  const context = await signedInBrowser(browser, await signInOverHttp(editor, '198.51.100.20'));
  const page = await context.newPage();
  await page.goto(`${site.baseURL}/keystatic/collection/blog/item/${post.slug}`);
  await translated(page, 'Title', 'English').fill(titles.en);
  await translated(page, 'Title', 'Deutsch').fill(titles.de);
  expect((await writeEntry(page)).status()).toBe(200);
  await context.close();

  const expectations = locales.flatMap((locale) =>
    pagesShowing(post, locale).map((path) => ({ path, title: titles[locale] })),
  );
  await expect
    .poll(
      async () => {
        const missing: string[] = [];
        for (const { path, title } of expectations) {
          const text = await (await get(path)).text();
          if (!text.includes(title)) missing.push(path);
        }
        return missing;
      },
      { timeout: LIVE_WITHIN_MS, message: 'pages still without the new title' },
    )
    .toEqual([]);

  // Rendered anew, each page is finished as the build finishes it.
  for (const locale of locales) {
    const path = localizedPath('/blog/[slug]', locale, { slug: post.slug });
    const response = await get(path, { 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding'), path).toBe('br');
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    const html = await response.text();
    expect(dropInlinedStylesheetCopies(html) === html, `${path}: one stylesheet`).toBe(true);
  }
  const list = await (await get(localizedPath('/blog', 'en'))).text();
  // The first card's drawing, inside the page as the build put it there.
  expect(inlineDrawings(list)).toEqual(inlineDrawings(builtList));
  expect(inlineDrawings(list)).toHaveLength(1);

  // In a visitor's browser the page runs under its policy: every script it has is allowed.
  const visitor = await browser.newContext();
  const violations = recordCspViolations(visitor);
  const reader = await visitor.newPage();
  for (const locale of locales) {
    const ran = effectsRan(reader);
    await reader.goto(
      `${site.baseURL}${localizedPath('/blog/[slug]', locale, { slug: post.slug })}`,
    );
    await ran;
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(titles[locale]);
  }
  expect(violations).toEqual([]);
  await visitor.close();
});

/** The editor's session in the preview's test, for the test of what a preview refuses. */
let previewSession: string;

/** The post the test below turns back into a draft, for the preview's test after it. */
let unpublished: string;

test('an unpublished post leaves every page at once, and its own answers 404', async ({
  browser,
}) => {
  test.setTimeout(3 * 60_000);
  const post = newestPost();
  const own = locales.map((locale) => localizedPath('/blog/[slug]', locale, { slug: post.slug }));
  const listing = [
    ...locales.flatMap((locale) => pagesShowing(post, locale).slice(1)),
    '/sitemap.xml',
  ];
  for (const path of listing) {
    expect(await (await get(path)).text(), path).toContain(`/blog/${post.slug}/`);
  }

  const context = await signedInBrowser(browser, await signInOverHttp(editor, '198.51.100.21', 2));
  const page = await context.newPage();
  await page.goto(`${site.baseURL}/keystatic/collection/blog/item/${post.slug}`);
  await page.getByRole('checkbox', { name: /^Draft/ }).check();
  expect((await writeEntry(page)).status()).toBe(200);
  await context.close();
  unpublished = post.slug;

  await expect
    .poll(
      async () => {
        const left: string[] = [];
        for (const path of own) if ((await get(path)).status !== 404) left.push(path);
        for (const path of listing) {
          if ((await (await get(path)).text()).includes(`/blog/${post.slug}/`)) left.push(path);
        }
        return left;
      },
      { timeout: LIVE_WITHIN_MS, message: 'pages that still show the unpublished post' },
    )
    .toEqual([]);
});

test('an editor previews a draft in both languages; nobody else sees it', async ({ browser }) => {
  test.setTimeout(2 * 60_000);
  const slug = unpublished;
  const [english, german] = locales.map((locale) =>
    localizedPath('/blog/[slug]', locale, { slug }),
  ) as [string, string];
  previewSession = await signInOverHttp(editor, '198.51.100.22', 3);
  const context = await signedInBrowser(browser, previewSession);
  const editing = await context.newPage();
  await editing.goto(`${site.baseURL}/keystatic/collection/blog/item/${slug}`);
  const opened = context.waitForEvent('page');
  await editing.getByRole('button', { name: 'Preview' }).click();
  const page = await opened;
  // The preview's own: the editing interface's page has a policy of its own.
  const violations = recordCspViolations(page);
  await page.waitForURL(`${site.baseURL}${english}`);
  const bar = page.getByRole('complementary', { name: 'Preview' });
  await expect(bar).toContainText('drafts and scheduled entries');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // For the editors' guide (docs/images/editing/preview.png).
  await page.screenshot({ path: join(artifactsDir, 'screenshots', 'editor-preview.png') });

  await page.getByRole('link', { name: 'Deutsch' }).first().click();
  await page.waitForURL(`${site.baseURL}${german}`);
  await expect(page.getByRole('complementary', { name: 'Vorschau' })).toBeVisible();
  expect(violations).toEqual([]);

  // A visitor, and a browser holding the preview's cookie without a session, get the 404 page.
  expect((await get(english)).status).toBe(404);
  const preview = (await context.cookies()).find((cookie) => cookie.name === '__prerender_bypass');
  expect(preview?.httpOnly).toBe(true);
  expect(preview?.sameSite).toBe('Strict');
  const stranger = await browser.newContext();
  await stranger.addCookies([{ ...preview!, sameSite: 'Strict' }]);
  const strangersPage = await stranger.newPage();
  expect((await strangersPage.goto(`${site.baseURL}${german}`))?.status()).toBe(404);
  await stranger.close();
  const previewed = await fetch(`${site.baseURL}${english}`, {
    headers: { cookie: `__prerender_bypass=${preview!.value}; editor-session=ended` },
  });
  expect(previewed.status).toBe(404);

  // Leaving the preview ends on the German home page: the draft has no page for visitors.
  await page.getByRole('link', { name: 'Vorschau beenden' }).click();
  await page.waitForURL(`${site.baseURL}/de/`);
  await expect(page.getByRole('complementary', { name: 'Vorschau' })).toHaveCount(0);
  expect((await page.goto(`${site.baseURL}${german}`))?.status()).toBe(404);
  await context.close();
});

test('a preview opens only a page of the site, and only for an editor', async () => {
  // The editor's fourth sign-in would be beyond the limit per address.
  const session = `editor-session=${previewSession}`;
  const open = (to: string, headers: Record<string, string>) =>
    fetch(`${site.baseURL}/keystatic/preview/?to=${encodeURIComponent(to)}`, {
      headers,
      redirect: 'manual',
    });
  const preview = (to: string, headers: Record<string, string> = {}) =>
    open(to, { cookie: session, ...headers });

  const opened = await preview('/de/blog/');
  expect(opened.status).toBe(303);
  expect(opened.headers.get('location')).toBe(`${site.baseURL}/de/blog/`);

  for (const to of ['', 'blog/', '//evil.example/', '/\\evil.example/', 'https://evil.example/']) {
    const refused = await preview(to);
    expect(refused.status, to).toBe(400);
    expect(refused.headers.get('location'), to).toBeNull();
    expect(refused.headers.get('set-cookie') ?? '', to).not.toContain('__prerender_bypass');
  }
  const unknown = await preview('/blog/no-such-post/');
  expect(unknown.status).toBe(400);
  expect(await unknown.text()).toContain('There is no such page on the site to preview.');
  const inGerman = await preview('/de/gibt-es-nicht/', { 'accept-language': 'de-CH' });
  expect(inGerman.status).toBe(400);
  expect(await inGerman.text()).toContain('Diese Seite gibt es auf der Website nicht.');

  // Without a session, the sign-in comes first and draft mode stays off.
  const stranger = await open('/blog/', {});
  expect(stranger.headers.get('set-cookie') ?? '').not.toContain('__prerender_bypass');
  expect(stranger.headers.get('location')).toMatch(/\/keystatic\/sign-in\//);
});
