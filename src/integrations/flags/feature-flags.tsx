'use client';

import FlagProvider, { useFlag, useFlagsStatus } from '@unleash/proxy-client-react';
import { useEffect, useState } from 'react';
import {
  EVENTS,
  InMemoryStorageProvider,
  LocalStorageProvider,
  UnleashClient,
} from 'unleash-proxy-client';

import { useConsent } from '../consent/store';
import type { PublicIntegrations } from '../public-config';
import { fetchWithTimeout, sharedFlagClientOptions, type FlagState } from './flag-client-options';
import { applyFlagDefaults, applyShowBlog } from './show-blog';

/** The relay on the site's own origin (`src/app/api/flags/proxy/route.ts`). */
const RELAY_PATH = '/api/flags/proxy/';

type FeatureFlagsProps = {
  settings: NonNullable<PublicIntegrations['flags']>;
  defaults: PublicIntegrations['flagDefaults'];
};

function createClient(settings: FeatureFlagsProps['settings'], persistent: boolean) {
  return new UnleashClient({
    url: new URL(RELAY_PATH, window.location.origin),
    clientKey: settings.clientKey,
    appName: settings.appName,
    usePOSTrequests: settings.usePOSTrequests,
    ...sharedFlagClientOptions,
    // The client keeps a session id and the last flags; in the browser's storage only once the
    // visitor has agreed to analytics, in memory (gone with the page) until then.
    storageProvider: persistent ? new LocalStorageProvider() : new InMemoryStorageProvider(),
    fetch: fetchWithTimeout(),
  });
}

/** Shows the client's state on <html data-flags>, for the curious and for the tests. */
function useClientState(client: UnleashClient): FlagState {
  const [state, setState] = useState<FlagState>('initializing');
  useEffect(() => {
    const healthy = () => setState('healthy');
    const failed = (error: { type?: string } | undefined) => {
      // Failed metrics leave the flags as they were.
      if (error?.type !== 'metrics') setState('error');
    };
    client.on(EVENTS.READY, healthy);
    client.on(EVENTS.UPDATE, healthy);
    client.on(EVENTS.RECOVERED, healthy);
    client.on(EVENTS.ERROR, failed);
    return () => {
      client.off(EVENTS.READY, healthy);
      client.off(EVENTS.UPDATE, healthy);
      client.off(EVENTS.RECOVERED, healthy);
      client.off(EVENTS.ERROR, failed);
    };
  }, [client]);
  useEffect(() => {
    document.documentElement.dataset.flags = state;
  }, [state]);
  return state;
}

function ShowBlog({
  defaults,
  state,
}: {
  defaults: FeatureFlagsProps['defaults'];
  state: FlagState;
}) {
  const enabled = useFlag('show_blog');
  const { flagsReady } = useFlagsStatus();
  useEffect(() => {
    // The default until the first answer and while the service is unreachable, as on the server.
    if (flagsReady && state === 'healthy') applyShowBlog(enabled);
    else applyFlagDefaults(defaults);
  }, [enabled, flagsReady, state, defaults]);
  return null;
}

function ClientFlags({
  settings,
  defaults,
  persistent,
}: FeatureFlagsProps & { persistent: boolean }) {
  const [client] = useState(() => createClient(settings, persistent));
  const state = useClientState(client);
  return (
    <FlagProvider unleashClient={client} startClient stopClient>
      <ShowBlog defaults={defaults} state={state} />
    </FlagProvider>
  );
}

/** The client asks the site's relay, so that its flags are the server's. */
export function FeatureFlags({ settings, defaults }: FeatureFlagsProps) {
  const { analytics } = useConsent();
  // A new client when the storage changes: the library takes its storage when it is created.
  return (
    <ClientFlags
      key={analytics ? 'stored' : 'memory'}
      settings={settings}
      defaults={defaults}
      persistent={analytics}
    />
  );
}
