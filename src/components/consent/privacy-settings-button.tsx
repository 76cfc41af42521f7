'use client';

/** The footer link that reopens the privacy choices, on every page and at any time. */
export function PrivacySettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      // Looks like the footer's links, but opens a dialog rather than going anywhere.
      className="inline-block cursor-pointer py-1 text-left hover:text-brand"
      // The consent store loads with the click: with no integration configured it is not on
      // the page before.
      onClick={() =>
        void import('@/integrations/consent/store').then((store) => store.openConsentPreferences())
      }
    >
      {label}
    </button>
  );
}
