'use client';

import { useEffect, useId, useState } from 'react';

import type { Locale } from '@/i18n/locales';

const utmNames = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** Without JavaScript only the language and the honeypot are sent. */
export function FormContextFields({
  locale,
  honeypotLabel,
}: {
  locale: Locale;
  honeypotLabel: string;
}) {
  const [context, setContext] = useState<Record<string, string>>({});
  const honeypotId = useId();

  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    const referrer = document.referrer ? new URL(document.referrer) : null;
    const source =
      referrer && referrer.origin === window.location.origin
        ? referrer.pathname
        : window.location.pathname;
    const found: Record<string, string> = {
      renderedAt: String(Date.now()),
      sourcePath: source.slice(0, 200),
      enhanced: '1',
    };
    for (const name of utmNames) {
      const value = search.get(name);
      if (value) found[name] = value.slice(0, 200);
    }
    // Read once from the browser after hydration; the page itself is static.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setContext(found);
  }, []);

  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      {Object.entries(context).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* The honeypot: off screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>{honeypotLabel}</label>
        <input id={honeypotId} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}
