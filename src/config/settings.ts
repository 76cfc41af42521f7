import { z } from 'zod';

// Relative: next.config.ts loads this file, and its loader resolves no path alias.
import { isLocale, locales, type Locale } from '../i18n/locales';

export const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

export function wholeNumber(min: number, max?: number) {
  const error = `expected a whole number ${max === undefined ? `of at least ${min}` : `from ${min} to ${max}`}`;
  const number = z.coerce.number({ error }).int({ error }).min(min, { error });
  return max === undefined ? number : number.max(max, { error });
}

export const fraction = z.coerce
  .number({ error: 'expected a number from 0 to 1' })
  .min(0, { error: 'expected a number from 0 to 1' })
  .max(1, { error: 'expected a number from 0 to 1' });

export const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http or https URL' });

/** Runs a check across settings even when one is invalid, so it may not trust their types. */
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
  /** Same on every instance, else each build has its own: pages load in full across deployments. */
  DEPLOYMENT_ID: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'use 1 to 64 letters, digits, ".", "_" or "-"')
    .optional(),
  ERROR_TEST_PAGES: flag.default(false),
  /** When set, production serves the editing interface, which saves as commits there. */
  KEYSTATIC_GITHUB_REPO: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, 'the repository as owner/name')
    .optional(),
  /** Who may edit on the production server, saving into its checkout; unset, editing is a 404. */
  EDITORS: emailList.optional(),
});

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

export function settingsProblems(schema: z.ZodType, env: Environment): string[] {
  return validate(schema, env).problems;
}

export function invalidConfigurationMessage(problems: string[]): string {
  return `Invalid configuration:\n  ${problems.join('\n  ')}`;
}

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

/** Invalid ones throw on use, not on import, so that next.config.ts can name them all at once. */
export const settings: Settings = usedOnlyIfValid(() => parseSettings(process.env));

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
