import 'server-only';

import { revalidatePath } from 'next/cache';

import { advanceContentGeneration, contentGeneration } from '@/content/generation';
import { locales } from '@/i18n/locales';
import { processWide } from '@/lib/process-wide';
import { internalPathOf, matchRoute } from '@/routes/match';
import { feedPath } from '@/routes/paths';
import { listSitePages, pagePath } from '@/routes/site-pages';

import { refreshPage } from './page-refresh';
import { scheduleNextPublish } from './schedule';

type Progress = { generation: number; pages: number; rendered: number; done: Promise<void> };

const state = () => processWide<{ latest?: Progress }>('publishing', () => ({}));

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
 * Renders every page anew from the content as it is now, one after the other, so that visitors
 * find them ready; a visitor who asks for one first has it rendered at once (the proxy).
 */
async function renderEverything(progress: Progress): Promise<void> {
  for (const { publicPath, internalPath } of everyPage()) {
    // A later publish renders them all again: this one can stop.
    if (contentGeneration() !== progress.generation) return;
    await refreshPage(publicPath, internalPath);
    progress.rendered++;
  }
  // The feeds and the sitemap are drawn again on their next request; asking now keeps a feed
  // reader from waiting for it.
  const files = [...locales.map(feedPath), '/sitemap.xml'];
  await Promise.all(files.map((path) => refreshPage(path, path)));
}

/**
 * Makes what was saved in the content live: every reader reads the content again, every page
 * Next has kept is renewed on its next request, and all of them are rendered in the background.
 * Resolves once the change is live (each page is rendered from the new content when it is next
 * asked for); `done` once every page has been rendered.
 */
export function publishSite(): Progress {
  const generation = advanceContentGeneration();
  // Every page, route and share image lies under the root layout.
  revalidatePath('/', 'layout');
  const progress: Progress = {
    generation,
    pages: everyPage().length,
    rendered: 0,
    done: Promise.resolve(),
  };
  progress.done = renderEverything(progress);
  state().latest = progress;
  scheduleNextPublish();
  return progress;
}
