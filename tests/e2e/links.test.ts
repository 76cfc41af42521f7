import { LinkChecker, LinkState, type LinkResult, type RedirectInfo } from 'linkinator';

import { settings } from '@/config/settings';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/routes/paths';
import { isIndexable } from '@/routes/registry';

import { baseURL } from './setup/env';
import { everyPage } from './setup/routes';
import { expect, HOOK_TIMEOUT, test } from './setup/test';

/** Each language's home page, where a visitor enters. */
const startPaths = locales.map((locale) => localizedPath('/', locale));

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const pathOf = (url: string) => url.replace(baseURL(), '');

/** The language of the page a link was found on (of the link itself for a start page). */
function localeOf(result: LinkResult): Locale {
  const page = pathOf(result.parent ?? result.url);
  return locales.find((locale) => page.startsWith(`/${locale}/`)) ?? defaultLocale;
}

function describeFailure(result: LinkResult): string {
  const reasons = (result.failureDetails ?? []).map((detail) =>
    detail instanceof Error ? detail.message : `HTTP ${detail.status}`,
  );
  const on = result.parent ? ` on ${pathOf(result.parent)}` : '';
  return `${pathOf(result.url)}${on}: ${[...new Set(reasons)].join('; ') || `status ${result.status}`}`;
}

let links: LinkResult[] = [];
const redirects: RedirectInfo[] = [];
let crawlSeconds = 0;

/**
 * Follows every link and asset (images, scripts, stylesheets, the fonts they name) from both
 * home pages, the way visitors' clicks and their browsers would reach them. Absolute URLs on
 * SITE_URL (canonical and language links, share images, structured data) are this site too and
 * are checked on the test server; anything on another origin, mailto: and tel: is skipped (no
 * network here, and not ours to keep working).
 *
 * Fragments (`#section`) are checked as well. linkinator 7 validates a fragment only when it has
 * seen the link before it fetches the target page, so a fragment pointing at a page crawled
 * earlier passes unchecked (JustinBeckwith/linkinator#880, #881): a missing anchor can slip
 * through, a reported one is real.
 */
test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  const origin = baseURL();
  const checker = new LinkChecker();
  checker.on('redirect', (redirect) => redirects.push(redirect));
  const started = performance.now();
  const result = await checker.check({
    path: startPaths.map((path) => `${origin}${path}`),
    recurse: true,
    checkCss: true,
    checkFragments: true,
    // Reported, not followed silently: an internal link should point where the page is.
    redirects: 'warn',
    concurrency: 8,
    timeout: 30_000,
    urlRewriteExpressions: [
      {
        pattern: new RegExp(`^${escapeRegExp(settings.SITE_URL)}(?=/|$)`),
        replacement: origin,
      },
    ],
    linksToSkip: (link) => Promise.resolve(!link.startsWith(`${origin}/`)),
  });
  crawlSeconds = (performance.now() - started) / 1000;
  links = result.links;
});

test.describe('links and assets of the built site', () => {
  for (const locale of locales) {
    test(`has no broken link or asset on the ${locale} pages`, () => {
      const broken = links.filter(
        (link) => link.state === LinkState.BROKEN && localeOf(link) === locale,
      );
      expect([...new Set(broken.map(describeFailure))].sort()).toEqual([]);
    });
  }

  test('reaches every page of the sitemap by following links from the home pages', () => {
    const reached = new Set(
      links.filter((link) => link.state === LinkState.OK).map((link) => pathOf(link.url)),
    );
    const unreached = everyPage()
      .filter((page) => isIndexable(page.pathname))
      .map((page) => page.path)
      .filter((path) => !reached.has(path));
    expect(unreached).toEqual([]);
    console.log(`Crawled ${reached.size} URLs in ${crawlSeconds.toFixed(1)} s.`);
  });

  test('links to no internal address that redirects', () => {
    expect(
      redirects.map((redirect) => `${pathOf(redirect.url)} → ${pathOf(redirect.targetUrl ?? '')}`),
    ).toEqual([]);
  });
});
