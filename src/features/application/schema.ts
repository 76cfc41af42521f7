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

/** The longest message the form accepts: in its hint and its `maxlength` too. */
export const applicationMessageMaxLength = 5000;

/** The job application form, except the CV, which the server checks by its bytes. */
export const applicationSchema = z.object({
  job: requiredText({ min: 1, max: 80 }),
  name: requiredText({ min: 2, max: 100 }),
  email,
  phone,
  linkedinUrl: webUrl,
  portfolioUrl: webUrl,
  message: z.pipe(
    optionalText({ max: applicationMessageMaxLength, multiline: true }),
    z.transform((value) => value ?? ''),
  ),
  privacyAccepted: consent,
  locale,
  ...attribution,
  ...spamTraps,
});

export type Application = z.output<typeof applicationSchema>;
