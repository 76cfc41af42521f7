import { themeScript } from '@/components/layout/theme';
import { integrationSettings, type IntegrationSettings } from '@/config/integrations';

import { scriptHashSource } from './prerendered-script-hashes';

type Directives = Record<string, string[]>;

/**
 * What every page may load from the site itself. `default-src 'none'` makes each kind of
 * resource an explicit decision. Styles keep 'unsafe-inline': React writes `style` attributes
 * (and the consent banner its variables), and CSS cannot run script.
 */
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
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    // 'none' rather than 'self': the pages set no <base>, so nothing legitimate is refused.
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The third-party sources of the configured integrations, and only those: an integration
 * without settings adds nothing. Google's and Calendly's default hosts get the further hosts
 * their scripts are documented to use; a self-hosted replacement gets its own origin. The
 * browser contacts none of them before consent (the scripts load only after it); the statistics,
 * the flags and Sentry go through the site's own routes and need no source here.
 */
export function integrationDirectives(config: IntegrationSettings): Directives {
  const sources: Directives = {};
  const allow = (directive: string, ...values: string[]) =>
    (sources[directive] ??= []).push(...values);

  if (config.POSTHOG_KEY) {
    const host = originOf(config.POSTHOG_HOST);
    // PostHog Cloud serves its scripts from a sibling "-assets" host (eu-assets.i.posthog.com).
    const assets = host.replace(
      /^https:\/\/(eu|us)\.i\.posthog\.com$/,
      'https://$1-assets.i.posthog.com',
    );
    allow('script-src', ...new Set([host, assets]));
    allow('connect-src', ...new Set([host, assets]));
  }
  if (config.GTM_ID) {
    const script = originOf(config.GTM_SCRIPT_URL);
    if (script === 'https://www.googletagmanager.com') {
      // Google's CSP guide for Tag Manager with Google Analytics 4.
      allow('script-src', 'https://*.googletagmanager.com');
      allow('img-src', 'https://*.google-analytics.com', 'https://*.googletagmanager.com');
      allow(
        'connect-src',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      );
    } else {
      for (const directive of ['script-src', 'img-src', 'connect-src']) allow(directive, script);
    }
  }
  if (config.RECAPTCHA_SITE_KEY) {
    const script = originOf(config.RECAPTCHA_SCRIPT_URL);
    if (script === 'https://www.google.com') {
      // Google's reCAPTCHA FAQ: its script, its frames and the release files on gstatic.
      allow(
        'script-src',
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      );
      allow(
        'frame-src',
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      );
    } else {
      for (const directive of ['script-src', 'frame-src', 'connect-src']) allow(directive, script);
    }
  }
  if (config.BOOKING_URL) {
    const script = originOf(config.BOOKING_SCRIPT_URL);
    allow('script-src', script);
    allow('style-src', script);
    allow('frame-src', originOf(config.BOOKING_URL));
  }
  return sources;
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

/**
 * The site's own inline script, which pages rendered per request carry too: Next gives its own
 * scripts the nonce, but not the ones the layout writes.
 */
const layoutScriptHashes = [scriptHashSource(themeScript)];

/** Per settings object: the server reads the integrations' settings once, when it starts. */
const directivesBySettings = new WeakMap<IntegrationSettings, Directives>();

function pageDirectives(config: IntegrationSettings): Directives {
  let directives = directivesBySettings.get(config);
  if (!directives) {
    directives = merge(ownDirectives(), integrationDirectives(config));
    directivesBySettings.set(config, directives);
  }
  return directives;
}

/**
 * The policy of a page. A prerendered page names each of its inline scripts by hash, so it stays
 * a static file; a page rendered per request gets a fresh nonce, which Next adds to its scripts
 * when it finds it in the request's Content-Security-Policy. Neither allows 'unsafe-inline'.
 */
export function pagePolicy(
  scripts: { hashes: string[] } | { nonce: string },
  config: IntegrationSettings = integrationSettings,
): string {
  const inline =
    'hashes' in scripts ? scripts.hashes : [`'nonce-${scripts.nonce}'`, ...layoutScriptHashes];
  return serialize(
    merge(pageDirectives(config), { 'script-src': [...inline, ...developmentSources] }),
  );
}

/** A fresh nonce: 128 random bits, as CSP3 recommends. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
