'use client';

import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-field';

import { useForm, type FormAction } from './use-form';

type ConfirmFormProps = {
  action: FormAction;
  fields: Record<string, string>;
  /** The page's query (the link's token), without which the page renders no form nor answer. */
  query: Record<string, string>;
  /** What the link asks the visitor to confirm; replaced by the result once there is one. */
  prompt: ReactNode;
  button: string;
  /** What the page says once the action succeeded, and when the token was refused. */
  done: ReactNode;
  invalid: ReactNode;
  network: string;
};

/** Opening the emailed link changes nothing, so that a mail scanner following it cannot. */
export function ConfirmForm({
  action,
  fields,
  query,
  prompt,
  button,
  done,
  invalid,
  network,
}: ConfirmFormProps) {
  // The page gives way to the answer, which says it all: no toasts.
  const form = useForm({
    action,
    texts: { network },
    permalink: { query },
    toasts: false,
    proofOfWork: false,
  });
  if (form.status === 'success') return <div role="status">{done}</div>;
  if (form.status === 'invalid') return <div role="alert">{invalid}</div>;
  return (
    <>
      {prompt}
      <form action={form.formAction} onSubmit={form.onSubmit} className="space-y-4">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <FormStatus tone="error">{form.status === 'error' ? form.message : null}</FormStatus>
        <Button type="submit" disabled={form.sending}>
          {button}
        </Button>
      </form>
    </>
  );
}
