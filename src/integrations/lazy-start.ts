import type { PublicSettingsOf } from './registry';
import type { IntegrationName } from './settings-schema';

/** `configured.tsx` starts a third party only while its category is consented. */
export type BrowserStart<Name extends IntegrationName> = {
  /** Starts it with what the browser gets for it; the returned function stops it again. */
  start: (settings: PublicSettingsOf<Name>) => () => void;
  /** Starts at once whatever its category: what it starts waits for consent itself. */
  beforeConsent?: true;
  /** Started by `Integrations` itself while it needs no consent. */
  ownStart?: true;
};

export function startLazily<Module>(
  load: () => Promise<Module>,
  start: (module: Module) => () => void,
): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  load().then(
    (module) => {
      if (!stopped) stop = start(module);
    },
    (error: unknown) => console.warn('An integration could not be loaded', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
