'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { buttonClasses } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';

export type BookingNoticeTexts = {
  title: string;
  once: string;
  load: string;
  cancel: string;
  newTab: string;
};

type BookingNoticeProps = {
  texts: BookingNoticeTexts;
  text: ReactNode;
  bookingUrl: string;
  /** Called once the dialog has closed; `load` when the visitor chose to load the widget. */
  onClosed: (load: boolean) => void;
};

const LOAD = 'load';

/** A native modal dialog, for its focus handling, Escape and the inert page behind. */
export function BookingNotice({ texts, text, bookingUrl, onClosed }: BookingNoticeProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.returnValue = '';
    element.showModal();
    // Start at the title, so that the explanation is read before any choice, none preselected.
    title.current?.focus();
    return () => element.close();
  }, []);

  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={() => onClosed(dialog.current?.returnValue === LOAD)}
      className={`m-auto w-[min(32rem,calc(100%-2rem))] ${cardClasses()} text-ink backdrop:bg-black/55`}
    >
      <h2 ref={title} id={titleId} tabIndex={-1} className="text-2xl font-bold outline-none">
        {texts.title}
      </h2>
      <div id={textId} className="mt-4 space-y-3 text-muted">
        <p>{text}</p>
        <p>{texts.once}</p>
      </div>
      {/* method="dialog": each button closes the dialog and leaves its value as returnValue. */}
      <form method="dialog" className="mt-6 flex flex-wrap gap-3">
        <button type="submit" value={LOAD} className={buttonClasses('primary')}>
          {texts.load}
        </button>
        <button type="submit" value="cancel" className={buttonClasses('secondary')}>
          {texts.cancel}
        </button>
      </form>
      <p className="mt-6">
        <a
          href={bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand underline underline-offset-4"
        >
          {texts.newTab}
        </a>
      </p>
    </dialog>,
    document.body,
  );
}
