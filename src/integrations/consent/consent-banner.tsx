'use client';

import { useId } from 'react';

import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import type { ConsentTexts } from './texts';

/** The site's own, so the consent library loads only for "Choose"; never modal, never focused. */
export function ConsentBanner({
  texts,
  onAnswer,
  onChoose,
}: {
  texts: ConsentTexts;
  onAnswer: (acceptAll: boolean) => void;
  onChoose: () => void;
}) {
  const descriptionId = useId();
  const answerClasses = buttonClasses('primary', 'flex-1 text-sm');
  return (
    <Card
      role="dialog"
      aria-modal="false"
      aria-label={texts.banner.label}
      aria-describedby={descriptionId}
      data-consent-banner=""
      padding="sm"
      className="fixed inset-x-3 bottom-3 z-50 max-w-md text-ink shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-4"
    >
      <h2 className="text-lg font-semibold">{texts.banner.title}</h2>
      <p id={descriptionId} className="mt-2 text-sm text-muted">
        {texts.banner.description}{' '}
        <a href={texts.privacyUrl} className="text-brand underline underline-offset-4">
          {texts.banner.privacyPolicy}
        </a>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={answerClasses} onClick={() => onAnswer(true)}>
          {texts.banner.acceptAll}
        </button>
        <button type="button" className={answerClasses} onClick={() => onAnswer(false)}>
          {texts.banner.rejectAll}
        </button>
        <button
          type="button"
          className={buttonClasses('secondary', 'w-full text-sm')}
          onClick={onChoose}
        >
          {texts.banner.choose}
        </button>
      </div>
    </Card>
  );
}
