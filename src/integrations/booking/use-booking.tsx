'use client';

import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';

import type { BookingSettings } from './calendly';
import { loadPublicIntegrations } from '../public-config';
import type { BookingNoticeTexts } from './booking-notice';

// Loaded with the first click that needs it, like the widget, so never rendered on the server.
const BookingNotice = lazy(() =>
  import('./booking-notice').then((m) => ({ default: m.BookingNotice })),
);

export type BookingTexts = {
  notice: BookingNoticeTexts;
  noticeText: ReactNode;
};

/** Phones get the scheduling page in a tab; others the popup, after the notice without consent. */
export function useBooking({ notice, noticeText }: BookingTexts) {
  const trigger = useRef<HTMLElement | null>(null);
  const opening = useRef(false);
  const [asking, setAsking] = useState<BookingSettings>();

  async function openPopup(settings: BookingSettings) {
    if (opening.current) return;
    opening.current = true;
    try {
      const calendly = await import('./calendly');
      await calendly.openBookingPopup(settings);
    } catch (error) {
      // The widget did not load: the scheduling page itself is the next best thing.
      console.warn('The booking widget could not be opened', error);
      window.location.assign(settings.url);
    } finally {
      opening.current = false;
    }
  }

  async function start(from: HTMLElement) {
    trigger.current = from;
    const [integrations, { detectDevice }, { getConsent, readStoredConsent }] = await Promise.all([
      loadPublicIntegrations(),
      // Device detection (bowser and isbot) loads with the click that needs it.
      import('@/lib/device'),
      import('../consent/store'),
    ]);
    const settings = integrations?.booking;
    if (!settings) return;
    const { userAgent, maxTouchPoints } = navigator;
    if (detectDevice(userAgent, { maxTouchPoints }).type === 'mobile') {
      window.open(settings.url, '_blank', 'noopener,noreferrer');
      return;
    }
    // A click right after the page loaded may come before the stored consent was applied.
    const consented = getConsent().marketing || Boolean(readStoredConsent()?.marketing);
    const { isBookingLoaded } = await import('./calendly');
    if (consented || isBookingLoaded(settings)) await openPopup(settings);
    else setAsking(settings);
  }

  function onNoticeClosed(load: boolean) {
    const settings = asking;
    setAsking(undefined);
    trigger.current?.focus();
    // Loaded for this click only: the go-ahead is not stored as consent (which would also start
    // the tag manager), so the next visit asks again.
    if (load && settings) void openPopup(settings);
  }

  return {
    start: (from: HTMLElement) => void start(from),
    notice: asking ? (
      <Suspense>
        <BookingNotice
          texts={notice}
          text={noticeText}
          bookingUrl={asking.url}
          onClosed={onNoticeClosed}
        />
      </Suspense>
    ) : null,
  };
}
