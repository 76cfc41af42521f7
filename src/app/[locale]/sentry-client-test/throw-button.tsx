'use client';

import { useState } from 'react';

import { buttonClasses } from '@/components/ui/button';

/** Throws during render after a click, so the error boundary and error reporting see it. */
export function ThrowButton({ label }: { label: string }) {
  const [shouldThrow, setShouldThrow] = useState(false);
  if (shouldThrow) throw new Error('Error reporting test: browser error raised on purpose');
  return (
    <button
      type="button"
      onClick={() => setShouldThrow(true)}
      className={buttonClasses('primary', 'mt-8')}
    >
      {label}
    </button>
  );
}
