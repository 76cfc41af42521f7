import { z } from 'zod';

import { parseEnvironment } from '@/config/settings';

import { booking } from './booking/definition';
import type { ConsentCategory, Directives } from './define';
import { flagDefaults, flags } from './flags/definition';
import { gtm } from './gtm/definition';
import { plausible } from './plausible/definition';
import { posthog } from './posthog/definition';
import { recaptcha } from './recaptcha/definition';
import { sentry } from './sentry/definition';
import { vitals } from './vitals/definition';

// The third-party services, each defined in its folder and off until its settings are given, read
// at server start so that one build serves every environment. The browser contacts no third party
// before consent. Adding one: docs/integrations.md, "Adding an integration".
const integrations = { flags, plausible, posthog, gtm, recaptcha, sentry, booking, vitals };

type Integrations = typeof integrations;

export type IntegrationName = keyof Integrations;

/** What the browser gets for a configured integration. */
export type PublicSettingsOf<Name extends IntegrationName> = NonNullable<
  ReturnType<Integrations[Name]['public']>
>;

/** What the browser needs to start the configured services, and nothing more: never a secret. */
export type PublicIntegrations = {
  /** The flag defaults, used until the flag service answers and whenever it cannot. */
  flagDefaults: { show_blog: boolean };
  /** The configured services that wait for each category. */
  consent: Record<Exclude<ConsentCategory, 'necessary'>, string[]>;
} & { [Name in IntegrationName]?: PublicSettingsOf<Name> };

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

export function parseIntegrationSettings(
  env: Record<string, string | undefined>,
): IntegrationSettings {
  return parseEnvironment(integrationSettingsSchema, env);
}

export const integrationSettings: IntegrationSettings = parseIntegrationSettings(process.env);

export function publicIntegrations(
  config: IntegrationSettings = integrationSettings,
): PublicIntegrations {
  const consent: PublicIntegrations['consent'] = { analytics: [], marketing: [] };
  const configured: Record<string, unknown> = {};
  for (const [name, definition] of definitions) {
    const service = definition.configure(config);
    if (!service) continue;
    configured[name] = service.configured;
    if (service.consent === 'necessary') continue;
    consent[service.consent].push(...(service.consentServices ?? [name]));
  }
  return { flagDefaults: flagDefaults(), consent, ...configured };
}

/**
 * The policy's sources for the configured integrations only; Google's and Calendly's default
 * hosts add the further hosts their scripts are documented to use.
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

/** The configured integrations' sources, which every page's policy allows. */
export const integrationSources: Directives = integrationDirectives(integrationSettings);
