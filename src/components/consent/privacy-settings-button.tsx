'use client';

import { openConsentPreferences } from '@/integrations/consent/store';

/** The footer link that reopens the privacy choices, on every page and at any time. */
export function PrivacySettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      // Looks like the footer's links, but opens a dialog rather than going anywhere.
      className="inline-block cursor-pointer py-1 text-left hover:text-brand"
      onClick={() => void openConsentPreferences()}
    >
      {label}
    </button>
  );
}
