import 'server-only';

import { contentGeneration } from '@/content/generation';
import { locales } from '@/i18n/locales';
import { internalPathOf, matchRoute } from '@/routes/match';
import { feedPath } from '@/routes/paths';
import { listSitePages, pagePath } from '@/routes/site-pages';

import { betweenRenders, refreshPage, requestPublish } from './page-refresh';

function everyPage(): Array<{ publicPath: string; internalPath: string }> {
  return listSitePages().flatMap((page) =>
    page.locales.flatMap((locale) => {
      const publicPath = pagePath(page, locale);
      const match = matchRoute(publicPath);
      return match ? [{ publicPath, internalPath: internalPathOf(match) }] : [];
    }),
  );
}

/** So that visitors find pages ready; one asked for first is rendered at once (the proxy). */
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

/** Resolves once the change is live; the pages are then rendered anew in the background. */
export async function publishSite({ atStart = false } = {}): Promise<void> {
  await betweenRenders(() => requestPublish(atStart ? ATTEMPTS.starting : ATTEMPTS.running));
  void renderEverything(contentGeneration());
}
