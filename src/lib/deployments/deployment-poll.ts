import { siteFetch } from '@/lib/fetch-client';

export const buildIdPath = '/build-id.json';

/** The spec's check for a new build: every hour, the first an hour after the page loaded. */
export const deploymentPollMs = 3_600_000;

export type DeploymentPollOptions = {
  currentId: string;
  fetchLatestId: () => Promise<string | undefined>;
  /** Called once, with the first deployment id that differs from the page's own. */
  onNewDeployment: (latestId: string) => void;
  intervalMs?: number;
};

/** A failed check waits for the next one. */
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

/** Null for a new tab or window, a download, another origin or an #anchor on the same page. */
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
