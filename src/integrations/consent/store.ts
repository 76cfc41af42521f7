import { useSyncExternalStore } from 'react';

import type { ConsentCategory } from '../define';
import { loadPublicIntegrations } from '../public-config';
import { consentTexts } from './texts';

export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;

/** What the visitor agreed to. Until they decide, every optional category is off. */
export type ConsentState = { decided: boolean } & Record<OptionalCategory, boolean>;

/** The cookie vanilla-cookieconsent keeps the choice in (`manager.ts` configures it). */
export const CONSENT_COOKIE = 'cc_cookie';

/** Raise it when a category starts covering a new kind of service: everyone is asked again. */
export const CONSENT_REVISION = 1;

export const CONSENT_DAYS = 182;

const undecided: ConsentState = { decided: false, analytics: false, marketing: false };

let current = undecided;
const listeners = new Set<(state: ConsentState) => void>();

export function getConsent(): ConsentState {
  return current;
}

export function setConsent(next: ConsentState): void {
  // A choice made anywhere (the settings, a click-to-load notice) answers the banner too.
  if (next.decided) setAsking(false);
  if (
    next.decided === current.decided &&
    next.analytics === current.analytics &&
    next.marketing === current.marketing
  ) {
    return;
  }
  current = next;
  for (const listener of listeners) listener(current);
}

function subscribeConsent(listener: (state: ConsentState) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsent, () => undecided);
}

/** Read without the consent manager, so that a visitor who decided never downloads the banner. */
export function readStoredConsent(cookies = document.cookie): ConsentState | undefined {
  const raw = cookies
    .split(/;\s*/)
    .find((cookie) => cookie.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as {
      categories?: unknown;
      revision?: unknown;
      consentId?: unknown;
    };
    if (value.revision !== CONSENT_REVISION || typeof value.consentId !== 'string')
      return undefined;
    if (!Array.isArray(value.categories)) return undefined;
    const categories = value.categories as unknown[];
    return {
      decided: true,
      analytics: categories.includes('analytics'),
      marketing: categories.includes('marketing'),
    };
  } catch {
    return undefined;
  }
}

export function whileConsented(category: OptionalCategory, start: () => () => void): () => void {
  let stop: (() => void) | undefined;
  const apply = (state: ConsentState) => {
    if (state[category] && !stop) stop = start();
    else if (!state[category] && stop) {
      stop();
      stop = undefined;
    }
  };
  apply(current);
  const unsubscribe = subscribeConsent(apply);
  return () => {
    unsubscribe();
    stop?.();
  };
}

let asking = false;
const askingListeners = new Set<() => void>();

export function setAsking(next: boolean): void {
  if (next === asking) return;
  asking = next;
  for (const listener of askingListeners) listener();
}

function subscribeAsking(listener: () => void): () => void {
  askingListeners.add(listener);
  return () => askingListeners.delete(listener);
}

export function useAsking(): boolean {
  return useSyncExternalStore(
    subscribeAsking,
    () => asking,
    () => false,
  );
}

async function loadManager() {
  const [integrations, manager] = await Promise.all([
    loadPublicIntegrations(),
    import('./manager'),
  ]);
  await manager.runConsentManager({ texts: consentTexts(), integrations });
  return manager;
}

export function startConsent(): void {
  const stored = readStoredConsent();
  if (stored) setConsent(stored);
  else setAsking(true);
}

function newConsentId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (plain HTTP on a LAN address) randomUUID is missing.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** In the library's format but without it, so a visitor who answers and leaves keeps the answer. */
function storeAnswer(accepted: OptionalCategory[]): void {
  const categories: ConsentCategory[] = ['necessary', ...accepted];
  const now = new Date();
  const maxAgeSeconds = CONSENT_DAYS * 86_400;
  const value = {
    categories,
    revision: CONSENT_REVISION,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: newConsentId(),
    services: Object.fromEntries(categories.map((category) => [category, []])),
    languageCode: document.documentElement.lang.slice(0, 2),
    lastConsentTimestamp: now.toISOString(),
    expirationTime: now.getTime() + maxAgeSeconds * 1000,
  };
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function answerConsent(accepted: OptionalCategory[]): void {
  storeAnswer(accepted);
  setConsent({
    decided: true,
    analytics: accepted.includes('analytics'),
    marketing: accepted.includes('marketing'),
  });
}

/** "Choose" and the footer's "privacy settings": opens the choices, loading the manager. */
export async function openConsentPreferences(): Promise<void> {
  setAsking(false);
  (await loadManager()).showPreferences();
}
