import { z } from 'zod';

// Relative: next.config.ts loads this file, and its loader resolves no path alias.
import { isLocale, locales, type Locale } from '../i18n/locales';

export const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** `agentur.example.ch=de,example.com=en`: hosts whose root opens in a given locale. */
const hostLocales = z.string().transform((value, context) => {
  const entries: Array<[string, Locale]> = [];
  for (const pair of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [host, locale] = pair.split('=').map((part) => part.trim().toLowerCase());
    if (!host || !isLocale(locale)) {
      const expected = locales.join('|');
      context.addIssue({ code: 'custom', message: `expected host=${expected}, got "${pair}"` });
      return z.NEVER;
    }
    entries.push([host, locale]);
  }
  return new Map(entries);
});

const settingsSchema = z.object({
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, '')),
  SHOW_BLOG: flag.default(true),
  ROOT_LOCALE_REDIRECT: flag.default(true),
  LOCALE_COOKIE_CROSS_ORIGIN: flag.default(false),
  LOCALE_HOSTS: hostLocales.default(new Map()),
  /**
   * Names the deployment, the same on every instance of it (else each build has its own); Next
   * loads pages in full across deployments.
   */
  DEPLOYMENT_ID: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'use 1 to 64 letters, digits, ".", "_" or "-"')
    .optional(),
  /** Serves the error-reporting test pages; off in production unless someone is testing. */
  ERROR_TEST_PAGES: flag.default(false),
  /**
   * `owner/name` of the site's GitHub repository: production then serves the editing interface,
   * saving as commits (docs/editing.md), with the secrets of src/server/settings.ts.
   */
  KEYSTATIC_GITHUB_REPO: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, 'the repository as owner/name')
    .optional(),
});

export type Settings = z.infer<typeof settingsSchema>;

/**
 * Settings baked into the prerendered pages: `npm start` rebuilds when one changes
 * (scripts/lib/build.mjs keeps the same list; a unit test checks they agree).
 */
export const buildTimeSettings = [
  'SITE_URL',
  'SHOW_BLOG',
  'LOCALE_COOKIE_CROSS_ORIGIN',
  'DEPLOYMENT_ID',
  'KEYSTATIC_GITHUB_REPO',
] as const satisfies ReadonlyArray<keyof Settings>;

/** Validates environment variables against a schema, naming every problem at once. */
export function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
): z.output<Schema> {
  // An empty variable means "not set", as in most deployment tools.
  const environment = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

export function parseSettings(env: Record<string, string | undefined>): Settings {
  return parseEnvironment(settingsSchema, env);
}

/** Every environment setting, validated once, each with a default (docs/operations.md). */
export const settings: Settings = parseSettings(process.env);
