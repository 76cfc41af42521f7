import * as z from 'zod/mini';

import { locales } from '@/i18n/locales';

// Field rules for server and browser alike, in zod's mini build to keep the browser's share small.
// A failed rule reports a code (`required`, `tooLong`…) that each side puts in the visitor's words.
export const errorCodes = [
  'required',
  'tooShort',
  'tooLong',
  'invalid',
  'invalidEmail',
  'invalidPhone',
  'invalidUrl',
  'invalidCharacters',
  'mustAccept',
  'fileRequired',
  'fileTooLarge',
  'fileNotPdf',
  'fileActiveContent',
  'fileUncheckable',
] as const;

export type ErrorCode = (typeof errorCodes)[number];
type FieldError = { code: ErrorCode; values?: Record<string, number> };
export type FieldErrors = Record<string, FieldError>;

// Control characters other than tab and newline, and Unicode's invisible bidi overrides, which
// can make a name or subject read differently from what it is.

const forbiddenInText = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const forbiddenInLine = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const normalize = (value: string) => value.normalize('NFC').replace(/\r\n?/g, '\n').trim();

type TextOptions = { min?: number; max: number; multiline?: boolean };

/** A trimmed, NFC-normalised string without control characters or lone surrogates. */
function text({ min = 0, max, multiline = false }: TextOptions) {
  const forbidden = multiline ? forbiddenInText : forbiddenInLine;
  return z.pipe(z.string({ error: 'invalid' }), z.transform(normalize)).check(
    z.refine((value) => value.isWellFormed() && !forbidden.test(value), {
      error: 'invalidCharacters',
      abort: true,
    }),
    z.refine((value) => min === 0 || value.length > 0, { error: 'required', abort: true }),
    z.refine((value) => value.length >= min, { error: 'tooShort', params: { min } }),
    z.refine((value) => value.length <= max, { error: 'tooLong', params: { max } }),
  );
}

/** Runs before a schema, like classic zod's preprocess. */
const before = <T extends z.core.$ZodType>(prepare: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(prepare), schema);

export const requiredText = (options: TextOptions & { min: number }) => text(options);

/** An optional string: empty or missing becomes undefined. */
export const optionalText = (options: Omit<TextOptions, 'min'>) =>
  z.pipe(
    before(
      (value) => (value === null || value === '' ? undefined : value),
      z.optional(text(options)),
    ),
    z.transform((value) => (value ? value : undefined)),
  );

export const email = z.pipe(
  text({ min: 1, max: 254 }).check(
    z.refine((value) => z.email().safeParse(value).success, { error: 'invalidEmail', abort: true }),
  ),
  z.transform((value) => {
    const at = value.lastIndexOf('@');
    return `${value.slice(0, at)}@${value.slice(at + 1).toLowerCase()}`;
  }),
);

export const phone = optionalText({ max: 32 }).check(
  z.refine((value) => value === undefined || /^[+0-9 ()/.-]{5,32}$/.test(value), {
    error: 'invalidPhone',
  }),
);

/** An http(s) address of a named host ("linkedin.com", not "localhost"). */
const httpUrl = z.url({ protocol: /^https?$/, hostname: /^[^.]+(\.[^.]+)+$/ });

/** A web address, https assumed when typed without a scheme; other schemes are refused. */
export const webUrl = z
  .pipe(
    optionalText({ max: 300 }),
    z.transform((value) =>
      value === undefined || /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`,
    ),
  )
  .check(
    z.refine((value) => value === undefined || httpUrl.safeParse(value).success, {
      error: 'invalidUrl',
    }),
  );

/** A checkbox: HTML forms send "on", JSON clients true. */
const checkbox = z.pipe(
  z.optional(
    z.union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')]),
  ),
  z.transform((value) => value === true || value === 'on' || value === 'true'),
);

export const optIn = checkbox;

/** Consent that must be given; never pre-ticked in the form. */
export const consent = checkbox.check(z.refine((value) => value, { error: 'mustAccept' }));

export const optionalChoice = <const Options extends readonly [string, ...string[]]>(
  options: Options,
) =>
  before(
    (value) => (value === '' || value === null ? undefined : value),
    z.optional(z.enum(options, { error: 'invalid' })),
  );

export const requiredChoice = <const Options extends readonly [string, ...string[]]>(
  options: Options,
) =>
  before(
    (value) => (value === null ? undefined : value),
    z.enum(options, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalid'),
    }),
  );

export const locale = z.enum(locales, { error: 'invalid' });

export const spamTraps = {
  /** The honeypot: hidden from people, filled in by naive bots. */
  website: z.catch(z.optional(z.string().check(z.maxLength(500))), 'filled'),
  /** When the form was shown (ms since epoch): a submission too soon after is a machine. */
  renderedAt: z.catch(
    z.optional(z.coerce.number().check(z.refine((value) => Number.isInteger(value) && value > 0))),
    undefined,
  ),
  captchaToken: z.catch(z.optional(z.string().check(z.maxLength(4096))), undefined),
  altcha: z.catch(z.optional(z.string().check(z.maxLength(4096))), undefined),
};

const attributionText = z.catch(optionalText({ max: 200 }), undefined);

export const attribution = {
  sourcePath: attributionText,
  utm_source: attributionText,
  utm_medium: attributionText,
  utm_campaign: attributionText,
};

export type FormCheck = (fields: Record<string, string>, data: FormData) => Promise<FieldErrors>;

/** A form's browser-side check: its schema's errors, and those of `more` (a file, say). */
export function schemaCheck(
  schema: z.ZodMiniType,
  more?: (data: FormData) => Promise<FieldErrors>,
): FormCheck {
  return async (fields, data) => {
    const parsed = schema.safeParse(fields);
    return { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...(await more?.(data)) };
  };
}

/** The first failed rule of each field, as codes the messages translate. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    errors[field] = toFieldError(issue);
  }
  return errors;
}

function toFieldError(issue: z.core.$ZodIssue): FieldError {
  const code = (errorCodes as readonly string[]).includes(issue.message)
    ? (issue.message as ErrorCode)
    : 'invalid';
  const params = issue.code === 'custom' ? (issue.params as Record<string, number>) : undefined;
  return params && Object.keys(params).length > 0 ? { code, values: params } : { code };
}
