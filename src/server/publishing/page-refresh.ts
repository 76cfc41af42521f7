import 'server-only';

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { contentGeneration } from '@/content/generation';
import { processWide } from '@/lib/process-wide';

import { servedPageFile } from './served-page';

/** Marks the server's own requests that render a page anew after a publish. */
const REFRESH_HEADER = 'x-site-refresh';

/**
 * The longest a page's render may take: a publish waits for the renders under way, and editors
 * for the publish. A page takes well under a second here.
 */
const RENDER_TIMEOUT_MS = 30_000;

type RefreshState = {
  /** Known to this process only, so that no visitor's request passes for one of its own. */
  token: string;
  /** The generation of the content each page was last rendered from, by its internal path. */
  renderedIn: Map<string, number>;
  /** Renders under way, by internal path and generation. */
  underWay: Map<string, Promise<void>>;
  /** A publish waiting for the renders under way, or making its change: renders wait for it. */
  publishing?: Promise<void>;
};

const state = () =>
  processWide<RefreshState>('page-refresh', () => ({
    token: randomUUID(),
    renderedIn: new Map(),
    underWay: new Map(),
  }));

/** Whether `headers` are those of the server's own request for a page. */
export function isRefreshRequest(headers: Headers): boolean {
  return headers.get(REFRESH_HEADER) === state().token;
}

/** The generation of the content a page was rendered from: 0 for a page as built. */
export const renderedGeneration = (internalPath: string): number =>
  state().renderedIn.get(internalPath) ?? 0;

/** Whether a page shows the content as it is now, or must be rendered again before it is sent. */
export const isCurrent = (internalPath: string): boolean =>
  renderedGeneration(internalPath) >= contentGeneration();

/**
 * Where this server answers itself: `npm start` sets it once it listens, `next start` records its
 * own; never the public address, which may lead back through a proxy or not resolve at all.
 */
function ownOrigin(): string {
  return (
    process.env.SITE_INTERNAL_ORIGIN ??
    process.env.__NEXT_PRIVATE_ORIGIN ??
    `http://127.0.0.1:${process.env.PORT ?? '3000'}`
  );
}

/**
 * Gives a page rendered anew what the build gives every prerendered page after `next build`
 * (scripts/lib/after-build/prerendered-pages.mjs), in the file Next serves it from. The step is
 * loaded at run time, as it is, since it runs a part of itself in a child process.
 */
async function finishPage(internalPath: string): Promise<void> {
  const step = join(process.cwd(), 'scripts', 'lib', 'after-build', 'prerendered-pages.mjs');
  const { finishPrerenderedPage } = (await import(
    /* turbopackIgnore: true */ /* webpackIgnore: true */ pathToFileURL(step).href
  )) as { finishPrerenderedPage: (file: string, publicDir: string) => void };
  const file = servedPageFile(internalPath);
  // A page rendered for each request (the unsubscribe page reads its link) keeps no file.
  if (!existsSync(/*turbopackIgnore: true*/ file)) return;
  finishPrerenderedPage(file, join(process.cwd(), 'public'));
}

/**
 * Renders the page at `publicPath` from the content as it is now, once however many ask, and
 * finishes it as the build does; until then the proxy holds back visitors' requests for it, so
 * that none gets a page half old, or a policy that does not fit its scripts.
 */
export async function refreshPage(publicPath: string, internalPath: string): Promise<void> {
  for (let publishing = state().publishing; publishing; publishing = state().publishing) {
    await publishing;
  }
  const generation = contentGeneration();
  const key = `${generation}\n${internalPath}`;
  const { underWay, renderedIn, token } = state();
  let refresh = underWay.get(key);
  if (!refresh) {
    refresh = (async () => {
      const response = await fetch(new URL(publicPath, ownOrigin()), {
        headers: { [REFRESH_HEADER]: token },
        redirect: 'manual',
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        await finishPage(internalPath);
      }
      if (renderedGeneration(internalPath) < generation) renderedIn.set(internalPath, generation);
    })()
      .catch((error: unknown) => {
        // The page stays as it was; the next visitor's request tries again.
        console.error(`A page could not be rendered anew: ${publicPath}`, error);
      })
      .finally(() => underWay.delete(key));
    underWay.set(key, refresh);
  }
  return refresh;
}

/**
 * Runs `change`, a publish, once no page is being rendered, and holds back the renders asked for
 * until it is done. Next hands a request that comes during a render of its page that render's
 * result, and keeps a page stored after the change as new, whatever content it was rendered from.
 */
export async function betweenRenders(change: () => Promise<void>): Promise<void> {
  const refresh = state();
  const before = refresh.publishing;
  let finished = () => {};
  const publishing = new Promise<void>((resolve) => (finished = resolve));
  refresh.publishing = publishing;
  try {
    await before;
    // Each render catches its own failure.
    await Promise.all(refresh.underWay.values());
    await change();
  } finally {
    if (refresh.publishing === publishing) refresh.publishing = undefined;
    finished();
  }
}

/** Where the server asks itself to publish: `src/app/api/publish/route.ts`. */
const PUBLISH_PATH = '/api/publish/';

/**
 * Has the server make what is on disk live: through a request of its own, as Next expires its
 * pages only from within one, and does so before it answers. Asked up to `attempts` times, a
 * quarter of a second apart.
 */
export async function requestPublish(attempts: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(new URL(PUBLISH_PATH, ownOrigin()), {
        method: 'POST',
        headers: { [REFRESH_HEADER]: state().token },
      });
      if (response.ok) return;
      throw new Error(`answered ${response.status}`);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
