'use client';

import { createContext, useContext, type ReactNode } from 'react';

import type { Messages } from '@/i18n/messages';

export type ErrorTexts = Messages['shared']['error'] & { imageAlt: string };

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

/** Hands the client error boundary its texts from the server: a few strings, no catalogue. */
export function ErrorTextsProvider({
  texts,
  children,
}: {
  texts: ErrorTexts;
  children: ReactNode;
}) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(ErrorTextsContext);
  if (!texts) throw new Error('useErrorTexts needs an ErrorTextsProvider');
  return texts;
}
