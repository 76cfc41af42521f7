import { z } from 'zod';

// Relative, here and in the definitions: next.config.ts checks these settings at start, and its
// loader resolves no path alias.
import { alsoWhenInvalid, parseEnvironment } from '../config/settings';
import { booking } from './booking/definition';
import { flags } from './flags/definition';
import { gtm } from './gtm/definition';
import { plausible } from './plausible/definition';
import { posthog } from './posthog/definition';
import { recaptcha } from './recaptcha/definition';
import { sentry } from './sentry/definition';
import { vitals } from './vitals/definition';

// Read at server start, so that one build serves every environment. Adding one:
// docs/integrations.md, "Adding an integration".
export const integrations = { flags, plausible, posthog, gtm, recaptcha, sentry, booking, vitals };

type Integrations = typeof integrations;

export type IntegrationName = keyof Integrations;

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Intersection,
) => void
  ? Intersection
  : never;

type SettingsShape = UnionToIntersection<Integrations[IntegrationName]['settings']>;

export const definitions = Object.entries(integrations) as Array<
  [IntegrationName, Integrations[IntegrationName]]
>;

export const integrationSettingsSchema = z
  .object(
    Object.assign({}, ...definitions.map(([, definition]) => definition.settings)) as SettingsShape,
  )
  .superRefine((value, context) => {
    for (const [, definition] of definitions) {
      for (const problem of definition.check(value)) {
        context.addIssue({ code: 'custom', path: [problem.setting], message: problem.message });
      }
    }
  }, alsoWhenInvalid);

export type IntegrationSettings = z.infer<typeof integrationSettingsSchema>;

export function parseIntegrationSettings(
  env: Record<string, string | undefined>,
): IntegrationSettings {
  return parseEnvironment(integrationSettingsSchema, env);
}
