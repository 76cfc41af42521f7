import * as z from 'zod/mini';

import {
  attribution,
  consent,
  email,
  locale,
  optIn,
  optionalChoice,
  optionalText,
  phone,
  requiredChoice,
  requiredText,
  spamTraps,
} from '@/features/forms/fields';

export const contactTopics = [
  'new_project',
  'cto_as_a_service',
  'team_extension',
  'consulting',
  'job_application_question',
  'other',
] as const;

/** Project budgets in CHF. */
export const contactBudgets = ['lt_10k', '10k_50k', '50k_150k', 'gt_150k', 'unknown'] as const;

export const contactTimelines = ['asap', '1_3_months', '3_6_months', 'later'] as const;

/** The lengths the form accepts; the message's are in its hint and its `maxlength` too. */
export const contactLimits = { name: [2, 100], message: [20, 5000] } as const;

/** The contact form, validated in the browser for quick feedback and again on the server. */
export const contactSchema = z.object({
  name: requiredText({ min: contactLimits.name[0], max: contactLimits.name[1] }),
  email,
  company: optionalText({ max: 120 }),
  phone,
  topic: requiredChoice(contactTopics),
  budget: optionalChoice(contactBudgets),
  timeline: optionalChoice(contactTimelines),
  message: requiredText({
    min: contactLimits.message[0],
    max: contactLimits.message[1],
    multiline: true,
  }),
  privacyAccepted: consent,
  newsletterOptIn: optIn,
  locale,
  ...attribution,
  ...spamTraps,
});

export type Contact = z.output<typeof contactSchema>;
