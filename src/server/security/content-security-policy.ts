import { themeScript } from '@/lib/theme';

import { scriptHashSource } from './prerendered-script-hashes';

type Directives = Record<string, string[]>;

// Styles keep 'unsafe-inline' for React's `style` attributes: CSS cannot run script.
function ownDirectives(): Directives {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    // Workers are files of the site (the proof of work's); none is built from a `blob:`.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    // 'none' rather than 'self': the pages set no <base>, so nothing legitimate is refused.
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

function merge(base: Directives, extra: Directives): Directives {
  const merged: Directives = { ...base };
  for (const [directive, values] of Object.entries(extra)) {
    const current = (merged[directive] ?? []).filter((value) => value !== "'none'");
    merged[directive] = [...new Set([...current, ...values])];
  }
  return merged;
}

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join('; ');
}

/** Next's development server evaluates code (its fast refresh); a production server never does. */
const developmentSources = process.env.NODE_ENV === 'development' ? ["'unsafe-eval'"] : [];

// The layout's inline script, for pages rendered per request: Next gives the nonce to its own
// scripts only.
const layoutScriptHashes = [scriptHashSource(themeScript)];

/** Per set of the integrations' sources: the server reads their settings once, when it starts. */
const directivesBySources = new WeakMap<Directives, Directives>();

function pageDirectives(integrationSources: Directives): Directives {
  let directives = directivesBySources.get(integrationSources);
  if (!directives) {
    directives = merge(ownDirectives(), integrationSources);
    directivesBySources.set(integrationSources, directives);
  }
  return directives;
}

/** Never 'unsafe-inline': a prerendered page names its scripts by hash, so it stays static. */
export function pagePolicy(
  scripts: { hashes: string[] } | { nonce: string },
  integrationSources: Directives,
): string {
  const inline =
    'hashes' in scripts ? scripts.hashes : [`'nonce-${scripts.nonce}'`, ...layoutScriptHashes];
  return serialize(
    merge(pageDirectives(integrationSources), { 'script-src': [...inline, ...developmentSources] }),
  );
}

/** A fresh nonce: 128 random bits, as CSP3 recommends. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
