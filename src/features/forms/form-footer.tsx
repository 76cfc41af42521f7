'use client';

import type { ReactNode } from 'react';

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
  notice?: ReactNode;
};

export function FormFooter({
  status,
  message,
  sending,
  submit,
  sendingLabel,
  toasts,
  notice,
}: FormFooterProps) {
  return (
    <>
      {/* A refused form says so in its error summary, at its top. */}
      <FormStatus tone={status === 'success' ? 'success' : 'error'}>
        {status === 'invalid' ? null : message}
      </FormStatus>
      <Button type="submit" disabled={sending}>
        {sending ? sendingLabel : submit}
      </Button>
      {notice ? <p className="text-sm text-muted">{notice}</p> : null}
      {toasts ? <Toaster /> : null}
    </>
  );
}
