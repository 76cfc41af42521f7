import { siteFetch } from '@/lib/fetch-client';

/** Served by `src/app/build-id.json/route.ts`: `{ deploymentId }` of the running deployment. */
export const buildIdPath = '/build-id.json';

/** The spec's new-build check: every hour, the first one an hour after the page loaded. */
export const deploymentPollMs = 3_600_000;

export type DeploymentPollOptions = {
  /** The deployment this page was built by. */
  currentId: string;
  /** Resolves to the deployment now being served, or undefined when that is not known. */
  fetchLatestId: () => Promise<string | undefined>;
  /** Called once, with the first deployment id that differs from the page's own. */
  onNewDeployment: (latestId: string) => void;
  intervalMs?: number;
};

/**
 * Checks every `intervalMs`, the first after one interval, until a new deployment shows; a failed
 * check waits for the next. Returns the function that stops it.
 */
export function pollDeployment({
  currentId,
  fetchLatestId,
  onNewDeployment,
  intervalMs = deploymentPollMs,
}: DeploymentPollOptions): () => void {
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  const timer = setInterval(() => {
    fetchLatestId().then(
      (latestId) => {
        if (stopped || !latestId || latestId === currentId) return;
        stop();
        onNewDeployment(latestId);
      },
      () => {},
    );
  }, intervalMs);
  return stop;
}

/** Reads the running deployment's id, past every cache. */
export async function fetchDeploymentId(
  fetchImpl: typeof siteFetch = siteFetch,
): Promise<string | undefined> {
  const response = await fetchImpl(`${buildIdPath}?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) return undefined;
  const body: unknown = await response.json();
  const id = (body as { deploymentId?: unknown } | null)?.deploymentId;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

export type LinkClick = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'
>;

export type LinkTarget = { href: string; target: string; hasAttribute: (name: string) => boolean };

/**
 * The URL to load in full for a link click, or null for anything but a plain navigation within
 * the site: new tab or window, download, another origin, or an #anchor on the same page.
 */
export function fullLoadUrl(click: LinkClick, link: LinkTarget, current: URL): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return null;
  const sameDocument = url.pathname === current.pathname && url.search === current.search;
  if (sameDocument && url.hash !== '') return null;
  return url.href;
}
