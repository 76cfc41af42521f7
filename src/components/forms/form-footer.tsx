'use client';

import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-field';

import { Toaster } from './toaster';

type FormFooterProps = {
  status: string;
  message: string | undefined;
  sending: boolean;
  submit: string;
  sendingLabel: string;
  toasts: boolean;
};

/** The end of a lead form: its overall message, the send button, and where toasts appear. */
export function FormFooter({
  status,
  message,
  sending,
  submit,
  sendingLabel,
  toasts,
}: FormFooterProps) {
  return (
    <>
      <FormStatus tone={status === 'success' ? 'success' : 'error'}>{message}</FormStatus>
      <Button type="submit" disabled={sending}>
        {sending ? sendingLabel : submit}
      </Button>
      {toasts ? <Toaster /> : null}
    </>
  );
}
