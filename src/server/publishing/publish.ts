import 'server-only';

import { contentGeneration } from '@/content/generation';
import { locales } from '@/i18n/locales';
import { internalPathOf, matchRoute } from '@/routes/match';
import { feedPath } from '@/routes/paths';
import { listSitePages, pagePath } from '@/routes/site-pages';

import { betweenRenders, refreshPage, requestPublish } from './page-refresh';

/** Every page of the site in each of its languages, by public and internal path. */
function everyPage(): Array<{ publicPath: string; internalPath: string }> {
  return listSitePages().flatMap((page) =>
    page.locales.flatMap((locale) => {
      const publicPath = pagePath(page, locale);
      const match = matchRoute(publicPath);
      return match ? [{ publicPath, internalPath: internalPathOf(match) }] : [];
    }),
  );
}

/**
 * Renders every page anew from the content of `generation`, one after the other, so that
 * visitors find them ready; a visitor who asks for one first has it rendered at once (the proxy).
 */
async function renderEverything(generation: number): Promise<void> {
  for (const { publicPath, internalPath } of everyPage()) {
    // A later publish renders them all again: this one can stop.
    if (contentGeneration() !== generation) return;
    await refreshPage(publicPath, internalPath);
  }
  // The feeds and the sitemap are drawn again on their next request; asking now keeps a feed
  // reader from waiting for it.
  const files = [...locales.map(feedPath), '/sitemap.xml'];
  await Promise.all(files.map((path) => refreshPage(path, path)));
}

/** How often the server asks itself to publish: a few times, or for a minute while it starts. */
const ATTEMPTS = { running: 3, starting: 240 };

/**
 * Makes what is on disk live: every reader reads the content again and every page Next has kept
 * is renewed on its next request, then all of them are rendered in the background. Resolves once
 * the change is live; `atStart`, it waits for the server to listen.
 */
export async function publishSite({ atStart = false } = {}): Promise<void> {
  await betweenRenders(() => requestPublish(atStart ? ATTEMPTS.starting : ATTEMPTS.running));
  void renderEverything(contentGeneration());
}
