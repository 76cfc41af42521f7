'use client';

import { useActionState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-field';
import { initialFormState, type FormState } from '@/forms/state';

import { useFormPermalink } from './use-form-permalink';

type ConfirmFormProps = {
  action: (state: FormState, data: FormData) => Promise<FormState>;
  /** Hidden fields: the token from the link and the page's language. */
  fields: Record<string, string>;
  /**
   * The page's query (the link's token): the page renders this form, and so its answer after
   * a post without JavaScript, only with it.
   */
  query: Record<string, string>;
  /** What the link asks the visitor to confirm; replaced by the result once there is one. */
  prompt: ReactNode;
  button: string;
  /** What the page says once the action succeeded, and when the token was refused. */
  done: ReactNode;
  invalid: ReactNode;
};

/**
 * One button that confirms what an email link asked for. Opening the link shows this; only the
 * button changes anything, so a mail scanner that follows links cannot.
 */
export function ConfirmForm({
  action,
  fields,
  query,
  prompt,
  button,
  done,
  invalid,
}: ConfirmFormProps) {
  const [state, formAction, pending] = useActionState(
    action,
    initialFormState,
    useFormPermalink({ query }),
  );
  if (state.status === 'success') return <div role="status">{done}</div>;
  if (state.status === 'invalid') return <div role="alert">{invalid}</div>;
  return (
    <>
      {prompt}
      <form action={formAction} className="space-y-4">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <FormStatus tone="error">{state.status === 'error' ? state.message : null}</FormStatus>
        <Button type="submit" disabled={pending}>
          {button}
        </Button>
      </form>
    </>
  );
}
