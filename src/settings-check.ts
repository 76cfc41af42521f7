// Relative: next.config.ts loads this file, and its loader resolves no path alias.
import {
  checkedSettingsSchema,
  invalidConfigurationMessage,
  settingsProblems,
} from './config/settings';
import { integrationSettingsSchema } from './integrations/settings-schema';
import { serverSettingsSchema } from './server/settings-schema';

/** Every group of settings: the site's (some baked into the build), the server's, the services'. */
const settingsSchemas = [checkedSettingsSchema, serverSettingsSchema, integrationSettingsSchema];

export function invalidSettings(env: Record<string, string | undefined>): string[] {
  return settingsSchemas.flatMap((schema) => settingsProblems(schema, env));
}

/**
 * next.config.ts calls this before anything reads a setting: a server that started anyway would
 * answer every request with an error.
 */
export function exitOnInvalidSettings(env: Record<string, string | undefined>): void {
  const problems = invalidSettings(env);
  if (problems.length === 0) return;
  console.error(`${invalidConfigurationMessage(problems)}\nSee docs/operations.md#settings.`);
  process.exit(1);
}
