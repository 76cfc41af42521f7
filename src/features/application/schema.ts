import * as z from 'zod/mini';

import {
  attribution,
  consent,
  email,
  locale,
  optionalText,
  phone,
  requiredText,
  spamTraps,
  webUrl,
} from '@/features/forms/fields';

export const MAX_CV_BYTES = 10 * 1024 * 1024;

/** The job application form, except the CV, which the server checks by its bytes. */
export const applicationSchema = z.object({
  job: requiredText({ min: 1, max: 80 }),
  name: requiredText({ min: 2, max: 100 }),
  email,
  phone,
  linkedinUrl: webUrl,
  portfolioUrl: webUrl,
  message: z.pipe(
    optionalText({ max: 5000, multiline: true }),
    z.transform((value) => value ?? ''),
  ),
  privacyAccepted: consent,
  locale,
  ...attribution,
  ...spamTraps,
});

export type Application = z.output<typeof applicationSchema>;

/** A PDF starts with `%PDF-`, whatever its name or declared type says. */
export function isPdf(bytes: Uint8Array): boolean {
  const signature = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return signature.every((byte, index) => bytes[index] === byte);
}
