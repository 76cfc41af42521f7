import type { AcceptOutcome } from '@/server/leads/accept';

import type { FieldErrors } from './fields';

/** What every form's server action answers, with JavaScript and without, as the form shows it. */
export type FormState = {
  status: 'idle' | 'invalid' | 'error' | 'success';
  errors?: Record<string, string>;
  message?: string;
  values?: Record<string, string>;
};

export const initialFormState: FormState = { status: 'idle' };

/** What a lead's handler answers, to its server action and to its HTTP endpoint alike. */
export type SubmitOutcome = AcceptOutcome | { outcome: 'invalid'; errors: FieldErrors };
