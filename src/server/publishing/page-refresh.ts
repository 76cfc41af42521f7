import 'server-only';

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { contentGeneration } from '@/content/generation';
import { processWide } from '@/lib/process-wide';

import { servedPageFile } from './served-page';

const REFRESH_HEADER = 'x-site-refresh';

/** Bounded because a publish waits for the renders under way, and editors for the publish. */
const RENDER_TIMEOUT_MS = 30_000;

type RefreshState = {
  /** Known to this process only, so that no visitor's request passes for one of its own. */
  token: string;
  renderedIn: Map<string, number>;
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

export function isRefreshRequest(headers: Headers): boolean {
  return headers.get(REFRESH_HEADER) === state().token;
}

/** The generation of the content a page was rendered from: 0 for a page as built. */
export const renderedGeneration = (internalPath: string): number =>
  state().renderedIn.get(internalPath) ?? 0;

export const isCurrent = (internalPath: string): boolean =>
  renderedGeneration(internalPath) >= contentGeneration();

/** Never the public address, which may lead back through a proxy or not resolve at all. */
function ownOrigin(): string {
  return (
    process.env.SITE_INTERNAL_ORIGIN ??
    process.env.__NEXT_PRIVATE_ORIGIN ??
    `http://127.0.0.1:${process.env.PORT ?? '3000'}`
  );
}

/**
 * Finishes a page rendered anew as the build finishes every prerendered page, with the build's
 * own step, loaded at run time because it runs part of itself in a child process.
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
 * Renders the page anew once, however many ask; until then the proxy holds back requests for it,
 * so that none gets a page half old or a policy that does not fit its scripts.
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
 * Runs a publish once no page is being rendered, and holds new renders back until it is done: Next
 * would keep a page stored after the change as new, whatever content it was rendered from.
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

const PUBLISH_PATH = '/api/publish/';

/** Publishes through a request of its own, as Next expires pages only from within one. */
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
