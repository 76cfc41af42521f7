import type { ConsentCategory, Directives } from './define';
import { flagDefaults } from './flags/definition';
import {
  definitions,
  type integrations,
  parseIntegrationSettings,
  type IntegrationName,
  type IntegrationSettings,
} from './settings-schema';

type Integrations = typeof integrations;

// What the configured services give the browser and the page policy; the services and their
// settings are listed in settings-schema.ts.

export type PublicSettingsOf<Name extends IntegrationName> = NonNullable<
  ReturnType<Integrations[Name]['public']>
>;

/** What the browser needs to start the configured services, and nothing more: never a secret. */
export type PublicIntegrations = {
  flagDefaults: { show_blog: boolean };
  consent: Record<Exclude<ConsentCategory, 'necessary'>, string[]>;
} & { [Name in IntegrationName]?: PublicSettingsOf<Name> };

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

/** Configured ones only; Google's and Calendly's default hosts add their documented hosts. */
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

export const integrationSources: Directives = integrationDirectives(integrationSettings);
