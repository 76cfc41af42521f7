import { z } from 'zod';

import {
  FLAG_REFRESH_SECONDS,
  FLAG_TIMEOUT_MS,
  type FlagName,
  type FlagState,
} from '@/integrations/flags/flag-client-options';
import { integrationSettings } from '@/integrations/registry';
import { processWide } from '@/lib/process-wide';
import { etagOf } from '@/server/http/revalidated-json';

import { flagDefaults } from './definition';

const toggleSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  variant: z
    .object({ name: z.string(), enabled: z.boolean(), payload: z.unknown().optional() })
    .loose()
    .optional(),
  impressionData: z.boolean().optional(),
});
const togglesResponseSchema = z.object({ toggles: z.array(toggleSchema) });

type Toggle = z.infer<typeof toggleSchema>;

export type FlagSnapshot =
  | { state: 'healthy'; toggles: Toggle[]; body: string; etag: string }
  | { state: Exclude<FlagState, 'healthy'> };

type Upstream = { url: string; clientKey: string; appName: string; usePost: boolean };

// Refreshed in the background so that no visitor waits. Not unleash-proxy-client, which logs every
// failed fetch and cannot tell the current state without waiting.
class FlagService {
  private snapshot: FlagSnapshot = { state: 'initializing' };
  private upstreamEtag = '';
  private inFlight: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly upstream: Upstream) {}

  /** The current flags. Only the very first call waits, for the first answer or the timeout. */
  async current(): Promise<FlagSnapshot> {
    if (!this.timer) {
      this.refreshNow();
      // Unref'd: the refresh never keeps a stopping server alive.
      this.timer = setInterval(() => this.refreshNow(), FLAG_REFRESH_SECONDS * 1000).unref();
    }
    if (this.snapshot.state === 'initializing') await this.inFlight;
    return this.snapshot;
  }

  private refreshNow(): void {
    this.inFlight ??= this.refresh().finally(() => {
      this.inFlight = undefined;
    });
  }

  private async refresh(): Promise<void> {
    const { url, clientKey, appName, usePost } = this.upstream;
    const context = { appName, environment: 'default' };
    const target = new URL(`${url}/proxy`);
    if (!usePost)
      for (const [key, value] of Object.entries(context)) target.searchParams.set(key, value);
    try {
      const response = await fetch(target, {
        method: usePost ? 'POST' : 'GET',
        headers: {
          accept: 'application/json',
          authorization: clientKey,
          'unleash-appname': appName,
          ...(usePost ? { 'content-type': 'application/json' } : {}),
          ...(this.upstreamEtag ? { 'if-none-match': this.upstreamEtag } : {}),
        },
        body: usePost ? JSON.stringify({ context }) : undefined,
        signal: AbortSignal.timeout(FLAG_TIMEOUT_MS),
        cache: 'no-store',
      });
      if (response.status === 304 && this.snapshot.state === 'healthy') {
        this.recovered();
        return;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { toggles } = togglesResponseSchema.parse(await response.json());
      this.upstreamEtag = response.headers.get('etag') ?? '';
      this.recovered();
      // The relay's answer, serialised once per version rather than per request.
      const body = JSON.stringify({ toggles });
      this.snapshot = { state: 'healthy', toggles, body, etag: etagOf(body) };
    } catch (error) {
      if (this.snapshot.state !== 'error') {
        console.error(
          `Feature flags: could not obtain flags from ${url}/proxy (${describe(error)}); ` +
            `using the defaults until the service answers again`,
        );
      }
      this.snapshot = { state: 'error' };
      this.upstreamEtag = '';
    }
  }

  private recovered(): void {
    if (this.snapshot.state === 'error')
      console.info('Feature flags: the flag service answers again');
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    return error.name === 'TimeoutError' ? `no answer within ${FLAG_TIMEOUT_MS} ms` : error.message;
  }
  return String(error);
}

/** One per process: the proxy and the route handlers are bundled apart. */
function flagService(): FlagService | null {
  return processWide('flag-service', () => {
    const { UNLEASH_URL, UNLEASH_CLIENT_KEY, UNLEASH_APP_NAME, UNLEASH_POST_REQUESTS } =
      integrationSettings;
    return UNLEASH_URL && UNLEASH_CLIENT_KEY
      ? new FlagService({
          url: UNLEASH_URL,
          clientKey: UNLEASH_CLIENT_KEY,
          appName: UNLEASH_APP_NAME,
          usePost: UNLEASH_POST_REQUESTS,
        })
      : null;
  });
}

export async function flagSnapshot(): Promise<FlagSnapshot | undefined> {
  return flagService()?.current();
}

export async function isFlagEnabled(name: FlagName): Promise<boolean> {
  const snapshot = await flagSnapshot();
  if (snapshot?.state !== 'healthy') return flagDefaults()[name];
  return snapshot.toggles.find((toggle) => toggle.name === name)?.enabled ?? false;
}
