/**
 * What a form shows after the server answered: shared by the server actions (the path without
 * JavaScript) and the form components.
 */
export type FormState = {
  status: 'idle' | 'invalid' | 'error' | 'success';
  /** Field name → sentence, in the visitor's language. */
  errors?: Record<string, string>;
  /** A message about the whole form. */
  message?: string;
  /** What the visitor typed, to fill the form in again after a failed attempt. */
  values?: Record<string, string>;
};

export const initialFormState: FormState = { status: 'idle' };
