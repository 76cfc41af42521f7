import { z } from 'zod';

import type { ConsentCategory, PublicIntegrations } from '@/integrations/public-config';

import { flag, parseEnvironment, settings } from './settings';

const serviceUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

/** Content-Security-Policy sources, by directive. */
export type Directives = Record<string, string[]>;

type Problem = { setting: string; message: string };

/**
 * One third-party service: its settings (environment variables, read when the server starts),
 * what the browser gets to start it, the consent it waits for, and the sources the page policy
 * must allow for it. A service whose `public` gives nothing is off: it loads nothing and adds no
 * source. The browser starts each configured service in `src/integrations/integrations.tsx`.
 */
function defineIntegration<Shape extends z.ZodRawShape, Public>(definition: {
  settings: Shape;
  /** Problems with a combination of settings, by setting. */
  check?: (settings: z.output<z.ZodObject<Shape>>) => Problem[];
  /**
   * `necessary`: first-party only (the site relays its requests), so it needs no consent.
   * Otherwise the category the visitor must consent to before it loads.
   */
  consent: ConsentCategory;
  /** The names the consent settings list for it; by default its own. */
  consentServices?: (settings: z.output<z.ZodObject<Shape>>) => string[];
  public: (settings: z.output<z.ZodObject<Shape>>) => Public | undefined;
  /** The sources it needs, from what the browser gets: asked only while it is configured. */
  csp?: (configured: Public) => Directives;
}) {
  return {
    ...definition,
    check: (settings: z.output<z.ZodObject<Shape>>) => definition.check?.(settings) ?? [],
    /** What a configured service brings, or undefined while it is off. */
    configure: (settings: z.output<z.ZodObject<Shape>>) => {
      const configured = definition.public(settings);
      if (configured === undefined) return undefined;
      return {
        configured,
        consentServices: definition.consentServices?.(settings),
        directives: definition.csp?.(configured) ?? {},
      };
    },
  };
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The third-party services the site can use, each declared once. Each is off until its settings
 * are given, and is read when the server starts (not at build time), so one build serves every
 * environment. docs/integrations.md has a section per service: what it loads, when, and after
 * which consent. The browser contacts none of the third-party sources before consent (the
 * scripts load only after it); the statistics, the flags and Sentry go through the site's own
 * routes and need no source.
 */
const integrations = {
  /** Unleash (or Unleash Edge / proxy): the server reads `{UNLEASH_URL}/proxy`. */
  flags: defineIntegration({
    settings: {
      UNLEASH_URL: serviceUrl.optional(),
      UNLEASH_CLIENT_KEY: z.string().min(1).optional(),
      UNLEASH_APP_NAME: z.string().min(1).default('agency-website'),
      /** Ask for the flags with POST and a JSON body instead of GET and query parameters. */
      UNLEASH_POST_REQUESTS: flag.default(false),
    },
    check: (config) =>
      config.UNLEASH_URL && !config.UNLEASH_CLIENT_KEY
        ? [{ setting: 'UNLEASH_CLIENT_KEY', message: 'required when UNLEASH_URL is set' }]
        : [],
    consent: 'necessary',
    // The browser asks the site's relay, never the flag service itself.
    public: (config) =>
      config.UNLEASH_URL && config.UNLEASH_CLIENT_KEY
        ? {
            appName: config.UNLEASH_APP_NAME,
            clientKey: config.UNLEASH_CLIENT_KEY,
            usePOSTrequests: config.UNLEASH_POST_REQUESTS,
          }
        : undefined,
  }),

  /** A Plausible-compatible, cookieless analytics script, relayed through the site. */
  plausible: defineIntegration({
    settings: {
      /** e.g. https://plausible.io/js/script.js. */
      PLAUSIBLE_SCRIPT_URL: serviceUrl.optional(),
      /** Where its events go; by default `/api/event` on the script's host. */
      PLAUSIBLE_EVENT_URL: serviceUrl.optional(),
      /** The site's name in Plausible; by default the host of SITE_URL. */
      PLAUSIBLE_DOMAIN: z.string().min(1).optional(),
    },
    consent: 'necessary',
    public: (config) => {
      const plausible = plausibleSettings(config);
      return plausible && { domain: plausible.domain };
    },
  }),

  posthog: defineIntegration({
    settings: {
      POSTHOG_KEY: z.string().min(1).optional(),
      POSTHOG_HOST: serviceUrl.default('https://eu.i.posthog.com'),
      /** Records sessions too (still only after analytics consent). */
      POSTHOG_SESSION_RECORDING: flag.default(false),
    },
    consent: 'analytics',
    consentServices: (config) =>
      config.POSTHOG_SESSION_RECORDING ? ['posthog', 'sessionRecording'] : ['posthog'],
    public: (config) =>
      config.POSTHOG_KEY
        ? {
            key: config.POSTHOG_KEY,
            host: config.POSTHOG_HOST,
            sessionRecording: config.POSTHOG_SESSION_RECORDING,
          }
        : undefined,
    csp: (posthog) => {
      const host = originOf(posthog.host);
      // PostHog Cloud serves its scripts from a sibling "-assets" host (eu-assets.i.posthog.com).
      const assets = host.replace(
        /^https:\/\/(eu|us)\.i\.posthog\.com$/,
        'https://$1-assets.i.posthog.com',
      );
      const sources = [...new Set([host, assets])];
      return { 'script-src': sources, 'connect-src': sources };
    },
  }),

  gtm: defineIntegration({
    settings: {
      GTM_ID: z
        .string()
        .regex(/^GTM-[A-Z0-9]{4,12}$/, 'expected a container id like GTM-ABC1234')
        .optional(),
      GTM_SCRIPT_URL: serviceUrl.default('https://www.googletagmanager.com/gtm.js'),
      /** Logs every event pushed to the data layer to the browser console. */
      GTM_DEBUG: flag.default(true),
    },
    consent: 'marketing',
    public: (config) =>
      config.GTM_ID
        ? { id: config.GTM_ID, scriptUrl: config.GTM_SCRIPT_URL, debug: config.GTM_DEBUG }
        : undefined,
    csp: (gtm): Directives => {
      const script = originOf(gtm.scriptUrl);
      if (script !== 'https://www.googletagmanager.com') {
        return { 'script-src': [script], 'img-src': [script], 'connect-src': [script] };
      }
      // Google's CSP guide for Tag Manager with Google Analytics 4.
      return {
        'script-src': ['https://*.googletagmanager.com'],
        'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
        'connect-src': [
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://*.googletagmanager.com',
        ],
      };
    },
  }),

  recaptcha: defineIntegration({
    settings: {
      RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
      RECAPTCHA_SCRIPT_URL: serviceUrl.default('https://www.google.com/recaptcha/api.js'),
    },
    consent: 'marketing',
    public: (config) =>
      config.RECAPTCHA_SITE_KEY
        ? { siteKey: config.RECAPTCHA_SITE_KEY, scriptUrl: config.RECAPTCHA_SCRIPT_URL }
        : undefined,
    csp: (recaptcha): Directives => {
      const script = originOf(recaptcha.scriptUrl);
      if (script !== 'https://www.google.com') {
        return { 'script-src': [script], 'frame-src': [script], 'connect-src': [script] };
      }
      // Google's reCAPTCHA FAQ: its script, its frames and the release files on gstatic.
      return {
        'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        'frame-src': [
          'https://www.google.com/recaptcha/',
          'https://recaptcha.google.com/recaptcha/',
        ],
      };
    },
  }),

  /** Sentry (or a compatible service); reports go through the site's tunnel. */
  sentry: defineIntegration({
    settings: {
      /** https://key@host/project-id. */
      SENTRY_DSN: serviceUrl.optional(),
      SENTRY_ENVIRONMENT: z.string().min(1).default('production'),
      SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),
    },
    check: (config) =>
      config.SENTRY_DSN && !parseSentryDsn(config.SENTRY_DSN)
        ? [{ setting: 'SENTRY_DSN', message: 'expected https://public-key@host/project-id' }]
        : [],
    consent: 'necessary',
    // The DSN's host is never contacted by the browser.
    public: (config) =>
      config.SENTRY_DSN
        ? {
            dsn: config.SENTRY_DSN,
            environment: config.SENTRY_ENVIRONMENT,
            tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
          }
        : undefined,
  }),

  /** A Calendly-compatible scheduling page, e.g. https://calendly.com/agency/intro-call. */
  booking: defineIntegration({
    settings: {
      BOOKING_URL: serviceUrl.optional(),
      BOOKING_SCRIPT_URL: serviceUrl.default(
        'https://assets.calendly.com/assets/external/widget.js',
      ),
    },
    consent: 'marketing',
    public: (config) =>
      config.BOOKING_URL
        ? { url: config.BOOKING_URL, scriptUrl: config.BOOKING_SCRIPT_URL }
        : undefined,
    csp: (booking) => {
      const script = originOf(booking.scriptUrl);
      return {
        'script-src': [script],
        'style-src': [script],
        'frame-src': [originOf(booking.url)],
      };
    },
  }),
};

type Integrations = typeof integrations;

export type IntegrationName = keyof Integrations;

/** What the browser gets for a configured integration. */
export type PublicSettingsOf<Name extends IntegrationName> = NonNullable<
  ReturnType<Integrations[Name]['public']>
>;

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Intersection,
) => void
  ? Intersection
  : never;

type SettingsShape = UnionToIntersection<Integrations[IntegrationName]['settings']>;

const definitions = Object.entries(integrations) as Array<
  [IntegrationName, Integrations[IntegrationName]]
>;

const integrationSettingsSchema = z
  .object(
    Object.assign({}, ...definitions.map(([, definition]) => definition.settings)) as SettingsShape,
  )
  .superRefine((value, context) => {
    for (const [, definition] of definitions) {
      for (const problem of definition.check(value)) {
        context.addIssue({ code: 'custom', path: [problem.setting], message: problem.message });
      }
    }
  });

export type IntegrationSettings = z.infer<typeof integrationSettingsSchema>;

/** The parts of a DSN the tunnel needs: where envelopes go, and which project they may name. */
export function parseSentryDsn(
  dsn: string,
): { origin: string; projectId: string; publicKey: string } | undefined {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).at(-1);
    if (!url.username || !projectId || !/^\d+$/.test(projectId)) return undefined;
    return { origin: url.origin, projectId, publicKey: url.username };
  } catch {
    return undefined;
  }
}

export function parseIntegrationSettings(
  env: Record<string, string | undefined>,
): IntegrationSettings {
  return parseEnvironment(integrationSettingsSchema, env);
}

export const integrationSettings: IntegrationSettings = parseIntegrationSettings(process.env);

/** Each flag's default: its value when no flag service is configured or it cannot be reached. */
export function flagDefaults(): PublicIntegrations['flagDefaults'] {
  return { show_blog: settings.SHOW_BLOG };
}

/**
 * The cookieless statistics, with their defaults filled in: the site relays the script and the
 * events (`src/app/api/stats/`), so the browser only ever talks to the site itself.
 */
export function plausibleSettings(
  config: Pick<
    IntegrationSettings,
    'PLAUSIBLE_SCRIPT_URL' | 'PLAUSIBLE_EVENT_URL' | 'PLAUSIBLE_DOMAIN'
  > = integrationSettings,
): { scriptUrl: string; eventUrl: string; domain: string } | undefined {
  if (!config.PLAUSIBLE_SCRIPT_URL) return undefined;
  return {
    scriptUrl: config.PLAUSIBLE_SCRIPT_URL,
    eventUrl:
      config.PLAUSIBLE_EVENT_URL ?? `${new URL(config.PLAUSIBLE_SCRIPT_URL).origin}/api/event`,
    domain: config.PLAUSIBLE_DOMAIN ?? new URL(settings.SITE_URL).host,
  };
}

export function publicIntegrations(
  config: IntegrationSettings = integrationSettings,
): PublicIntegrations {
  const consent: PublicIntegrations['consent'] = { analytics: [], marketing: [] };
  const configured: Record<string, unknown> = {};
  for (const [name, definition] of definitions) {
    const service = definition.configure(config);
    if (!service) continue;
    configured[name] = service.configured;
    if (definition.consent === 'necessary') continue;
    consent[definition.consent].push(...(service.consentServices ?? [name]));
  }
  return { flagDefaults: flagDefaults(), consent, ...configured };
}

/**
 * The page policy's sources for the configured integrations, and only those: an integration
 * without settings adds nothing. Google's and Calendly's default hosts get the further hosts
 * their scripts are documented to use; a self-hosted replacement gets its own origin.
 */
export function integrationDirectives(config: IntegrationSettings): Directives {
  const sources: Directives = {};
  for (const [, definition] of definitions) {
    const directives = definition.configure(config)?.directives ?? {};
    for (const [directive, values] of Object.entries(directives)) {
      (sources[directive] ??= []).push(...values);
    }
  }
  return sources;
}
