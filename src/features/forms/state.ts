import type { Lead } from '@/server/leads/accept';

import type { FieldErrors } from './fields';

/** What every form's server action answers, with JavaScript and without, as the form shows it. */
export type FormState = {
  status: 'idle' | 'invalid' | 'error' | 'success';
  errors?: Record<string, string>;
  message?: string;
  values?: Record<string, string>;
};

export const initialFormState: FormState = { status: 'idle' };

/** A lead form's submission once checked: the lead to store with its captcha token, or why not. */
export type ValidatedLead =
  | { outcome: 'valid'; lead: Lead; captchaToken: string | undefined }
  | { outcome: 'invalid'; errors: FieldErrors };
