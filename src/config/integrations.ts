import { z } from 'zod';

import type { PublicIntegrations } from '@/integrations/public-config';

import { flag, parseEnvironment, settings } from './settings';

const serviceUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

/**
 * The third-party services the site can use. Each is off until its settings are given, and is
 * read when the server starts (not at build time), so one build serves every environment.
 * docs/integrations.md has a section per service: what it loads, when, and after which consent.
 */
const integrationSettingsSchema = z
  .object({
    /** Unleash (or Unleash Edge / proxy): the server reads `{UNLEASH_URL}/proxy`. */
    UNLEASH_URL: serviceUrl.optional(),
    UNLEASH_CLIENT_KEY: z.string().min(1).optional(),
    UNLEASH_APP_NAME: z.string().min(1).default('agency-website'),
    /** Ask for the flags with POST and a JSON body instead of GET and query parameters. */
    UNLEASH_POST_REQUESTS: flag.default(false),

    /** A Plausible-compatible, cookieless analytics script, e.g. https://plausible.io/js/script.js. */
    PLAUSIBLE_SCRIPT_URL: serviceUrl.optional(),
    /** Where its events go; by default `/api/event` on the script's host. */
    PLAUSIBLE_EVENT_URL: serviceUrl.optional(),
    /** The site's name in Plausible; by default the host of SITE_URL. */
    PLAUSIBLE_DOMAIN: z.string().min(1).optional(),

    POSTHOG_KEY: z.string().min(1).optional(),
    POSTHOG_HOST: serviceUrl.default('https://eu.i.posthog.com'),
    /** Records sessions too (still only after analytics consent). */
    POSTHOG_SESSION_RECORDING: flag.default(false),

    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'expected a container id like GTM-ABC1234')
      .optional(),
    GTM_SCRIPT_URL: serviceUrl.default('https://www.googletagmanager.com/gtm.js'),
    /** Logs every event pushed to the data layer to the browser console. */
    GTM_DEBUG: flag.default(true),

    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    RECAPTCHA_SCRIPT_URL: serviceUrl.default('https://www.google.com/recaptcha/api.js'),

    /** Sentry (or a compatible service): https://key@host/project-id. */
    SENTRY_DSN: serviceUrl.optional(),
    SENTRY_ENVIRONMENT: z.string().min(1).default('production'),
    SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),

    /** A Calendly-compatible scheduling page, e.g. https://calendly.com/agency/intro-call. */
    BOOKING_URL: serviceUrl.optional(),
    BOOKING_SCRIPT_URL: serviceUrl.default('https://assets.calendly.com/assets/external/widget.js'),
  })
  .superRefine((value, context) => {
    if (value.UNLEASH_URL && !value.UNLEASH_CLIENT_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['UNLEASH_CLIENT_KEY'],
        message: 'required when UNLEASH_URL is set',
      });
    }
    if (value.SENTRY_DSN && !parseSentryDsn(value.SENTRY_DSN)) {
      context.addIssue({
        code: 'custom',
        path: ['SENTRY_DSN'],
        message: 'expected https://public-key@host/project-id',
      });
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
  config: IntegrationSettings = integrationSettings,
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
  const plausible = plausibleSettings(config);
  return {
    flagDefaults: flagDefaults(),
    ...(config.UNLEASH_URL &&
      config.UNLEASH_CLIENT_KEY && {
        flags: {
          appName: config.UNLEASH_APP_NAME,
          clientKey: config.UNLEASH_CLIENT_KEY,
          usePOSTrequests: config.UNLEASH_POST_REQUESTS,
        },
      }),
    ...(plausible && { plausible: { domain: plausible.domain } }),
    ...(config.POSTHOG_KEY && {
      posthog: {
        key: config.POSTHOG_KEY,
        host: config.POSTHOG_HOST,
        sessionRecording: config.POSTHOG_SESSION_RECORDING,
      },
    }),
    ...(config.GTM_ID && {
      gtm: { id: config.GTM_ID, scriptUrl: config.GTM_SCRIPT_URL, debug: config.GTM_DEBUG },
    }),
    ...(config.RECAPTCHA_SITE_KEY && {
      recaptcha: { siteKey: config.RECAPTCHA_SITE_KEY, scriptUrl: config.RECAPTCHA_SCRIPT_URL },
    }),
    ...(config.SENTRY_DSN && {
      sentry: {
        dsn: config.SENTRY_DSN,
        environment: config.SENTRY_ENVIRONMENT,
        tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
      },
    }),
    ...(config.BOOKING_URL && {
      booking: { url: config.BOOKING_URL, scriptUrl: config.BOOKING_SCRIPT_URL },
    }),
  };
}
