import { z } from 'zod';

// Relative: next.config.ts loads this file, and its loader resolves no path alias.
import { isLocale, locales, type Locale } from '../i18n/locales';

export const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** A whole number from `min` (to `max`), refused with a message saying which numbers it takes. */
export function wholeNumber(min: number, max?: number) {
  const error = `expected a whole number ${max === undefined ? `of at least ${min}` : `from ${min} to ${max}`}`;
  const number = z.coerce.number({ error }).int({ error }).min(min, { error });
  return max === undefined ? number : number.max(max, { error });
}

/** A number from 0 to 1: a score or a share. */
export const fraction = z.coerce
  .number({ error: 'expected a number from 0 to 1' })
  .min(0, { error: 'expected a number from 0 to 1' })
  .max(1, { error: 'expected a number from 0 to 1' });

export const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http or https URL' });

/**
 * For a check across settings: it runs even when one of them is invalid (zod would skip it), so
 * that one message names every problem. It must not rely on the types of the settings it reads.
 */
export const alsoWhenInvalid = { when: () => true };

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

/** `anna@example.ch, Ben@Example.ch`: the addresses that may edit, in lower case, once each. */
const emailList = z.string().transform((value, context) => {
  const addresses = new Set<string>();
  for (const entry of value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)) {
    if (!z.email().safeParse(entry).success) {
      context.addIssue({ code: 'custom', message: `expected email addresses, got "${entry}"` });
      return z.NEVER;
    }
    addresses.add(entry);
  }
  if (addresses.size === 0) {
    context.addIssue({ code: 'custom', message: 'expected email addresses separated by commas' });
    return z.NEVER;
  }
  return addresses;
});

export const settingsSchema = z.object({
  SITE_URL: httpUrl
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
  /**
   * Who may sign in to edit on the production server, which saves into its own checkout
   * (docs/editing.md); unset, the editing interface answers 404 there.
   */
  EDITORS: emailList.optional(),
});

/** The two ways of editing on a production server exclude each other. */
export const checkedSettingsSchema = settingsSchema.superRefine((values, context) => {
  if (values.EDITORS && values.KEYSTATIC_GITHUB_REPO) {
    context.addIssue({
      code: 'custom',
      path: ['EDITORS'],
      message: 'set either EDITORS (editing on this server) or KEYSTATIC_GITHUB_REPO, not both',
    });
  }
});

export type Settings = z.infer<typeof settingsSchema>;

type Environment = Record<string, string | undefined>;

function validate<Schema extends z.ZodType>(schema: Schema, env: Environment) {
  // An empty variable means "not set", as in most deployment tools.
  const environment = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(environment);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return { parsed, problems };
}

/** Each setting of `schema` that `env` gets wrong, as `NAME: what it accepts`. */
export function settingsProblems(schema: z.ZodType, env: Environment): string[] {
  return validate(schema, env).problems;
}

/** The one message that names every invalid setting. */
export function invalidConfigurationMessage(problems: string[]): string {
  return `Invalid configuration:\n  ${problems.join('\n  ')}`;
}

/** Validates environment variables against a schema, naming every problem at once. */
export function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  env: Environment,
): z.output<Schema> {
  const { parsed, problems } = validate(schema, env);
  if (!parsed.success) throw new Error(invalidConfigurationMessage(problems));
  return parsed.data;
}

export function parseSettings(env: Environment): Settings {
  return parseEnvironment(checkedSettingsSchema, env);
}

/**
 * Every site setting, validated once, each with a default (docs/operations.md). Invalid ones fail
 * where they are first used, not on import: next.config.ts imports every settings module and
 * names every invalid setting at once before anything uses one (src/settings-check.ts).
 */
export const settings: Settings = usedOnlyIfValid(() => parseSettings(process.env));

/** `read()`, or when it throws, a stand-in that throws the same error on every use. */
function usedOnlyIfValid<Value extends object>(read: () => Value): Value {
  try {
    return read();
  } catch (error) {
    return new Proxy({} as Value, {
      get() {
        throw error;
      },
    });
  }
}
